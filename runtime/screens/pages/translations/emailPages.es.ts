import type { EmailPage } from '@/runtime/screens/pages/emailPages';

/** The pages linked from emails in Spanish (docs/routes.md#email-pages), entry for entry as the English ones. */
export const EMAIL_PAGES_ES: readonly EmailPage[] = [
  {
    path: '/email/confirmation',
    title: 'Confirmación de correo electrónico',
    text: 'Te damos la bienvenida a {product}. A partir de ahora, tus lecturas, tus recibos y los suaves recordatorios de las estrellas sabrán cómo llegar a ti.',
    items: [
      'Tus lecturas llegan a tu bandeja de entrada y te esperan en tu cuenta',
      'Puedes cambiar qué correos recibes en cualquier momento',
      '¿Tienes preguntas? Escribe a {support}',
    ],
    cta: { label: 'Explorar mi carta natal', href: '/natal-chart' },
  },
  {
    path: '/email/cancel',
    title: 'Cancelar tu suscripción',
    text: 'Aquí cancelas con un solo toque. Nada cambia hasta que pulses el botón.',
    cta: { label: 'Pedir un código nuevo', href: '/cancel-subscription' },
  },
  {
    path: '/email/marketing-landing-0',
    title: 'El cielo el día en que naciste',
    text: 'Cada planeta ocupaba su lugar cuando respiraste por primera vez. Tu carta natal los sitúa a todos y cuenta la historia de dónde estaban.',
    cta: { label: 'Trazar mi carta natal', href: '/natal-chart' },
  },
  {
    path: '/email/marketing-landing-1',
    title: 'Tus manos recuerdan',
    text: 'Las líneas de tu mano te acompañan desde siempre. Tómate un momento de calma y deja que te hablen del amor, del trabajo y del camino que recorres.',
    cta: { label: 'Leer mi mano', href: '/palmistry' },
  },
  {
    path: '/email/marketing-landing-2',
    title: 'Dos lunas, una historia',
    text: 'Tu signo lunar influye en cómo sientes y en cómo amas. Descubre cómo se encuentra tu luna con la de alguien cercano a ti.',
    cta: { label: 'Comparar nuestras lunas', href: '/moon-compatibility' },
  },
  {
    path: '/email/marketing-landing-3',
    title: 'El poder silencioso que hay en ti',
    text: 'Algunas personas sienten la antigua magia más que otras. Unas pocas preguntas revelan qué tipo de poder de bruja descansa en ti.',
    cta: { label: 'Descubrir mi poder de bruja', href: '/witch-power' },
  },
  {
    path: '/email/marketing-landing-4',
    title: 'El diseño con el que naciste',
    text: 'Tu Diseño Humano muestra cómo se mueve tu energía y cómo tomas decisiones que son fieles a ti. Descubre tu tipo en pocos minutos.',
    cta: { label: 'Descubrir mi diseño', href: '/human-design' },
  },
  {
    path: '/email/marketing-trial-payment',
    title: 'Tu lectura te guardó el lugar',
    text: 'Estabas a un solo paso de empezar tu prueba. Tu carta te sigue esperando para cuando quieras, y el precio de la prueba y su renovación se muestran con claridad antes de que pagues.',
    cta: { label: 'Continuar mi lectura', href: '/natal-chart' },
  },
  {
    path: '/email/numerology-analysis',
    title: 'Tu análisis numerológico',
    text: 'Los números de tu nombre y de tu fecha de nacimiento tienen un ritmo propio. Este informe los interpreta para ti, uno por uno.',
    items: [
      'Tu número del camino de vida y lo que dice sobre tu rumbo',
      'Tus números de expresión y del alma, a partir de las letras de tu nombre',
      'Tu año personal y los temas que trae',
      'Sugerencias amables para reflexionar sobre el amor y el trabajo',
    ],
    cta: { label: 'Recibir mi análisis numerológico', href: '/nebula-numerology' },
  },
  {
    path: '/email/tarot-reading',
    title: 'Una lectura de tarot para ti',
    text: 'Tres cartas, sacadas para la pregunta que te acompaña ahora mismo, y una explicación serena de lo que cada una te invita a observar.',
    items: [
      'Una tirada de tres cartas: pasado, presente y lo que está por desplegarse',
      'El significado de cada carta, al derecho o invertida, en palabras sencillas',
      'Cómo dialogan las cartas entre sí',
      'Una pregunta para meditar después de tu lectura',
    ],
    cta: { label: 'Recibir mi lectura de tarot', href: '/witch-power' },
  },
  {
    path: '/email/palmistry-guide',
    title: 'Tu guía de quiromancia',
    text: 'Una mirada más profunda a las líneas y los montes de tus manos, para que puedas leerlas por tu cuenta cuando quieras.',
    items: [
      'Tus líneas del corazón, de la cabeza, de la vida y del destino, explicadas',
      'Los montes de tu palma y lo que, según se dice, revelan',
      'En qué se diferencian tu mano izquierda y tu mano derecha',
      'Una guía ilustrada para leer las manos por tu cuenta',
    ],
    cta: { label: 'Recibir mi guía de quiromancia', href: '/palmistry' },
  },
  {
    path: '/email/ultra-pack',
    title: 'El paquete ultra: cuatro informes en uno',
    text: 'Cuatro de nuestros informes favoritos juntos, para tener una imagen más completa de ti, a un precio más bajo que si los compras por separado.',
    items: [
      'Lectura de la carta natal: los planetas el día en que naciste',
      'Análisis numerológico: los números de tu nombre y de tu fecha de nacimiento',
      'Lectura de tarot: una tirada de tres cartas para tu pregunta',
      'Guía de quiromancia: las líneas de tus manos, explicadas',
    ],
    cta: { label: 'Recibir mi paquete ultra', href: '/moon-compatibility' },
  },
  {
    path: '/email/consultation',
    title: 'Habla con una experta',
    text: 'Algunas preguntas se exploran mejor en compañía. Reserva un momento con una de nuestras lectoras con experiencia para una consulta personal, a tu ritmo.',
    items: [
      'Pregunta sobre el amor, el trabajo o las decisiones que tienes por delante',
      'Tu lectora estudia tu carta y tu diseño',
      'Tu conversación es privada',
    ],
    cta: { label: 'Conocer a mi experta', href: '/human-design' },
  },
];
