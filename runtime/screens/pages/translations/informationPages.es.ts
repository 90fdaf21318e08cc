import type { InformationPage } from '@/runtime/screens/pages/informationPages';

/** The information pages in Spanish (docs/routes.md#information-pages), entry for entry as the English ones. */
export const INFORMATION_PAGES_ES: readonly InformationPage[] = [
  {
    path: '/tech/terms',
    title: 'Condiciones de uso',
    updated: '2023-09-15',
    summary:
      'Estas condiciones explican qué ofrece {product}, quién puede usarlo y qué acordamos tú y nosotros cuando haces un cuestionario, empiezas una prueba o compras una lectura.',
    sections: [
      {
        heading: 'Sobre estas condiciones',
        paragraphs: [
          '{product} es un servicio en línea que ofrece lecturas de astrología, tarot, quiromancia y numerología, entre otras lecturas espirituales. Al usar nuestro sitio web, hacer uno de nuestros cuestionarios o comprarnos cualquier cosa, aceptas estas condiciones.',
          '{product} es un servicio de {company}, {companyAddress}. En estas condiciones, «nosotros» y «nuestro» se refieren a {company}.',
          'Nuestras Condiciones de suscripción, Condiciones de pago, Política de reembolso, Política de entrega y Política de datos personales forman parte de estas condiciones. Te pedimos que también las leas; son breves.',
        ],
      },
      {
        heading: 'Quién puede usar {product}',
        paragraphs: [
          'Debes tener al menos 18 años para usar {product} y para hacer una compra.',
          'Te pedimos que nos des datos verdaderos, en especial una dirección de correo electrónico que funcione, porque es ahí donde te enviamos tus lecturas, tus recibos y los códigos que confirman que eres tú.',
        ],
      },
      {
        heading: 'Qué son nuestras lecturas',
        paragraphs: [
          'Nuestras lecturas, cartas e informes se ofrecen con fines de entretenimiento y de reflexión personal. Son una invitación a mirar tu vida desde otro ángulo, no una afirmación de hechos, y no prometemos que nada de lo que dicen vaya a ocurrir.',
          'Nada de lo que encuentras en {product} es asesoramiento médico, psicológico, legal ni financiero. Si tienes que tomar una decisión importante o estás pasando por un momento difícil, habla con un profesional especializado.',
        ],
      },
      {
        heading: 'Compras, pruebas y suscripciones',
        paragraphs: [
          'Algunas ofertas empiezan con una prueba que se renueva como suscripción de pago, salvo que la canceles antes de que termine. El precio, la duración de la prueba y el periodo de renovación se muestran siempre antes de que pagues.',
          'Puedes cancelar una suscripción en cualquier momento en /cancel-subscription. Los reembolsos se rigen por nuestra Política de reembolso.',
        ],
      },
      {
        heading: 'Tu contenido y el nuestro',
        paragraphs: [
          'Las respuestas, los datos de nacimiento y las fotos de la palma de tu mano que nos das se usan para preparar tus lecturas, tal como se describe en nuestra Política de datos personales.',
          'Los textos, las imágenes y los diseños de {product} nos pertenecen a nosotros o a quienes nos conceden licencia para usarlos. Puedes guardar y leer tus informes para tu uso personal, pero te pedimos que no los revendas ni los vuelvas a publicar.',
        ],
      },
      {
        heading: 'Cambios y preguntas',
        paragraphs: [
          'Podemos actualizar estas condiciones de vez en cuando. La fecha que aparece al principio de esta página indica la versión más reciente, y a cada compra se le aplica la versión vigente en el momento en que la haces.',
          'Si tienes alguna pregunta sobre estas condiciones, escríbenos a {support}.',
        ],
      },
    ],
  },
  {
    path: '/tech/faq',
    title: 'Preguntas frecuentes',
    summary:
      'Respuestas breves a las preguntas que más nos hacen. Si la tuya no está aquí, escríbenos y te responderá una persona de verdad.',
    sections: [
      {
        heading: '¿Qué es {product}?',
        paragraphs: [
          '{product} ofrece lecturas personales de astrología, tarot, quiromancia, numerología y Diseño Humano. Respondes un breve cuestionario y preparamos una lectura basada en tus respuestas y tus datos de nacimiento.',
        ],
      },
      {
        heading: '¿Puede una lectura predecir mi futuro?',
        paragraphs: [
          'Nadie puede prometer eso. Nuestras lecturas están pensadas para el entretenimiento y la reflexión personal: un momento de calma para pensar en tus relaciones, tus decisiones y en ti. No sustituyen el asesoramiento médico, legal, financiero ni psicológico.',
        ],
      },
      {
        heading: '¿Cómo funciona la prueba?',
        paragraphs: [
          'Una prueba te da acceso completo durante unos días a un precio de introducción reducido. Cuando termina, se renueva automáticamente como la suscripción que elegiste, al precio completo que se mostró al pagar, y después se renueva cada periodo hasta que la canceles.',
          'Si no quieres continuar, cancela antes de que termine la prueba y no se te volverá a cobrar.',
        ],
      },
      {
        heading: '¿Cómo cancelo mi suscripción?',
        paragraphs: [
          'Ve a /cancel-subscription, escribe el correo con el que te registraste, confirma el código que te enviamos y confirma la cancelación. Se tarda más o menos un minuto. Mantienes el acceso hasta el final del periodo que ya pagaste.',
          'Borrar nuestros correos o darte de baja de ellos no cancela una suscripción.',
        ],
      },
      {
        heading: '¿Puedo recuperar mi dinero?',
        paragraphs: [
          'Sí, en los casos que se describen en nuestra Política de reembolso. Escribe a {support} dentro de los 14 días siguientes al cargo, desde el correo con el que pagaste, y revisaremos tu solicitud.',
        ],
      },
      {
        heading: '¿Dónde está mi informe?',
        paragraphs: [
          'Los informes son digitales. Te los enviamos al correo que nos diste y también aparecen en tu cuenta, normalmente a los pocos minutos del pago.',
          'Si no lo encuentras, mira primero en tu carpeta de spam o de promociones. Si no te ha llegado en 24 horas, escríbenos y te lo volveremos a enviar.',
        ],
      },
      {
        heading: '¿Por qué hay que indicar la hora y el lugar de nacimiento?',
        paragraphs: [
          'Las cartas astrales y de Diseño Humano se trazan a partir del momento y el lugar exactos de tu nacimiento. Un dato aproximado también sirve, y si no sabes la hora puedes dejarla en blanco; la lectura simplemente será más general.',
        ],
      },
      {
        heading: '¿Están seguros mis datos personales?',
        paragraphs: [
          'Usamos tus datos solo para preparar tus lecturas, gestionar tu suscripción y escribirte. Nunca vendemos tu correo, y los datos de tu tarjeta van directamente a nuestro proveedor de pagos; no guardamos el número completo de tu tarjeta. Nuestra Política de datos personales explica el resto.',
        ],
      },
    ],
  },
  {
    path: '/tech/contact-us',
    title: 'Contacto',
    summary: 'La forma más rápida de contactarnos es por correo electrónico, en {support}. Leemos todos los mensajes.',
    sections: [
      {
        heading: 'Escríbenos',
        paragraphs: [
          'Envía tu pregunta a {support}. Te responderá una persona de verdad de nuestro equipo de atención, normalmente en un plazo de dos días hábiles.',
          'Por correo postal: {company}, {companyAddress}.',
        ],
      },
      {
        heading: 'Qué incluir',
        paragraphs: [
          'Escríbenos desde la dirección de correo que usaste en {product}, o indícanosla, para que podamos encontrar tus lecturas y tu suscripción.',
          'Si tu pregunta es sobre un cargo, añade su fecha y su importe. Nunca nos envíes el número completo de tu tarjeta; no lo necesitamos.',
        ],
      },
      {
        heading: 'Cancelar una suscripción',
        paragraphs: [
          'No hace falta que nos escribas para cancelar. Ve a /cancel-subscription, escribe tu correo y confirma el código que te enviamos. Tu suscripción no se renovará y mantendrás el acceso hasta el final del periodo que pagaste.',
        ],
      },
      {
        heading: 'Reembolsos y solicitudes sobre tus datos',
        paragraphs: [
          'Para pedir un reembolso según nuestra Política de reembolso, o para ver, corregir o eliminar los datos personales que tenemos sobre ti, escribe a la misma dirección y cuéntanos qué quieres que hagamos.',
        ],
      },
    ],
  },
  {
    path: '/tech/payment-terms',
    title: 'Condiciones de pago',
    summary: 'Cómo se muestran los precios, cómo puedes pagar y cuándo te cobramos.',
    sections: [
      {
        heading: 'Precios',
        paragraphs: [
          'Todos los precios se muestran antes de que pagues, en tu moneda cuando es posible: dólares estadounidenses, euros, libras esterlinas y varias monedas latinoamericanas.',
          'El importe que ves al pagar es el importe que te cobramos. Si tu tarjeta está en otra moneda, tu banco puede hacer la conversión y añadir su propia comisión.',
        ],
      },
      {
        heading: 'Cómo puedes pagar',
        paragraphs: [
          'Puedes pagar con tarjeta de débito o de crédito, y con PayPal, Apple Pay o Google Pay si tu dispositivo y tu país lo permiten.',
          'Los pagos los gestiona nuestro proveedor de pagos con tarjeta. Los datos de tu tarjeta van directamente a él; nosotros nunca vemos ni guardamos el número completo de tu tarjeta. Tu banco puede pedirte que confirmes un pago, por ejemplo con un código o en su app.',
        ],
      },
      {
        heading: 'Cuándo te cobramos',
        paragraphs: [
          'La prueba se cobra cuando la empiezas. Cuando termina, se cobra la suscripción que elegiste a su precio completo, y después otra vez al comienzo de cada periodo, hasta que la canceles. Las Condiciones de suscripción lo explican con más detalle.',
          'Los informes y las lecturas de pago único se cobran una sola vez, cuando los compras. Las ofertas que aparecen justo después de una compra se cobran con el mismo método de pago solo si eliges añadirlas.',
        ],
      },
      {
        heading: 'Pagos fallidos',
        paragraphs: [
          'Si el pago de una renovación no se completa, podemos volver a intentarlo durante los días siguientes. Mientras tanto, el acceso a tu suscripción puede quedar en pausa. Si prefieres dejarlo, cancela en /cancel-subscription y no volveremos a intentarlo.',
        ],
      },
      {
        heading: 'Preguntas sobre un cargo',
        paragraphs: [
          'Si ves un cargo que no reconoces o crees que algo salió mal, escribe a {support} con la fecha y el importe. Los reembolsos se rigen por nuestra Política de reembolso.',
        ],
      },
    ],
  },
  {
    path: '/tech/personal-info-policy',
    title: 'Política de datos personales',
    summary:
      'Qué datos recogemos, para qué los necesitamos y qué opciones tienes. Nuestra Política de privacidad completa, enlazada al pie de cada página, ofrece todos los detalles.',
    sections: [
      {
        heading: 'Quiénes somos',
        paragraphs: [
          '{company}, {companyAddress}, es responsable de tus datos personales en {product} (el «responsable del tratamiento», como lo llama la ley de protección de datos). Si tienes cualquier pregunta sobre ellos, escríbenos a {support}.',
        ],
      },
      {
        heading: 'Qué recogemos',
        paragraphs: [
          'Tu dirección de correo electrónico; las respuestas que das en nuestros cuestionarios; tus datos de nacimiento, como la fecha, la hora y el lugar; una foto de la palma de tu mano, si decides tomarla; y un registro de lo que compraste y cuándo.',
          'También recogemos información técnica sobre tu visita, como tu dispositivo, tu navegador y las páginas que ves, para que el sitio funcione y para entender cómo se usa.',
        ],
      },
      {
        heading: 'Cómo los usamos',
        paragraphs: [
          'Para preparar y entregarte tus lecturas, gestionar tu suscripción y tus pagos, responder a tus mensajes y enviarte correos sobre {product}. Puedes darte de baja de los correos promocionales con el enlace que encontrarás en cualquiera de ellos.',
          'La foto de la palma de tu mano se usa únicamente para preparar tu lectura de manos.',
        ],
      },
      {
        heading: 'Pagos',
        paragraphs: [
          'Los pagos con tarjeta los procesa nuestro proveedor de pagos con tarjeta, y PayPal, Apple Pay y Google Pay gestionan los pagos que se hacen a través de ellos. Nosotros recibimos la confirmación de que pagaste, pero nunca el número completo de tu tarjeta.',
        ],
      },
      {
        heading: 'Cookies y herramientas similares',
        paragraphs: [
          'Las cookies estrictamente necesarias hacen que el sitio funcione y están siempre activas. Las cookies de rendimiento, funcionales y de publicidad y segmentación, incluidas las que usan nuestros socios publicitarios, solo se usan con tu consentimiento, que puedes cambiar en cualquier momento en la configuración de cookies.',
          'Si la ley te da derecho a oponerte a la venta o a la cesión de tus datos personales, como ocurre en California, puedes hacerlo en esa misma configuración.',
        ],
      },
      {
        heading: 'Tus derechos',
        paragraphs: [
          'Puedes pedirnos ver, corregir o eliminar los datos personales que tenemos sobre ti, o recibir una copia de ellos. Escribe a {support} desde la dirección de correo que usaste en {product}.',
          'Conservamos tus datos solo mientras los necesitamos para prestarte el servicio y para cumplir nuestras obligaciones legales y contables.',
        ],
      },
    ],
  },
  {
    path: '/tech/money-back-policy',
    title: 'Política de reembolso',
    updated: '2021-11-24',
    summary:
      'Cuándo reembolsamos un pago, cómo pedirlo y cuánto tarda. Esta política no limita ninguno de los derechos que te reconoce la legislación de consumo de tu país.',
    sections: [
      {
        heading: 'Cuándo reembolsamos',
        paragraphs: [
          'Reembolsamos un pago en su totalidad si se te cobró después de que cancelaras a tiempo, si se te cobró dos veces lo mismo o si un informe que pagaste nunca te llegó y no pudimos solucionarlo.',
          'Si no quedas conforme con el primer pago de tu suscripción o con un informe de pago único, escríbenos dentro de los 14 días siguientes al cargo y cuéntanos por qué. Revisamos cada solicitud con imparcialidad, una por una.',
        ],
      },
      {
        heading: 'Cuándo no reembolsamos',
        paragraphs: [
          'Nuestras lecturas se ofrecen con fines de entretenimiento y de reflexión personal, por lo que no podemos hacer un reembolso porque una lectura no haya coincidido con lo que ocurrió en tu vida.',
          'Por lo general, no se reembolsan las solicitudes hechas más de 14 días después de un cargo ni los periodos que se renovaron porque no se canceló la suscripción. Al cancelar se detienen los cobros futuros, y mantienes el acceso hasta el final del periodo que pagaste.',
        ],
      },
      {
        heading: 'Cómo pedir un reembolso',
        paragraphs: [
          'Escribe a {support} indicando la dirección de correo con la que pagaste, la fecha y el importe del cargo, y unas palabras sobre lo que pasó. Te respondemos en un plazo de dos días hábiles.',
        ],
      },
      {
        heading: 'Cómo se hace el reembolso',
        paragraphs: [
          'Un reembolso aprobado se devuelve al mismo método de pago que usaste. Los bancos suelen tardar de 5 a 10 días hábiles en reflejarlo en tus movimientos.',
        ],
      },
    ],
  },
  {
    path: '/tech/subscription-terms',
    title: 'Condiciones de suscripción',
    summary:
      'Cómo las pruebas se convierten en suscripciones, cuándo se renuevan y cómo cancelarlas. Léelo antes de empezar una prueba.',
    sections: [
      {
        heading: 'Pruebas',
        paragraphs: [
          'Muchas de nuestras ofertas empiezan con una prueba: acceso completo durante unos días a un precio de introducción reducido. La duración y el precio de la prueba se muestran al pagar.',
          'Cuando termina la prueba, se renueva automáticamente como la suscripción que elegiste, al precio completo que se mostró al pagar, salvo que la canceles antes de que termine.',
        ],
      },
      {
        heading: 'Renovación automática',
        paragraphs: [
          'Una suscripción se renueva al final de cada periodo, por ejemplo cada dos semanas, cada mes o cada seis meses, y al comienzo de cada nuevo periodo hacemos el cargo en el método de pago que usaste.',
          'Las suscripciones premium que se ofrecen después de una compra se renuevan de la misma manera, cada dos semanas o cada mes, según se indica cuando las añades.',
        ],
      },
      {
        heading: 'Cómo cancelar',
        paragraphs: [
          'Ve a /cancel-subscription, escribe el correo con el que te registraste, confirma el código que te enviamos y confirma la cancelación. Te enviaremos una confirmación por correo.',
          'Para evitar el siguiente cobro, cancela antes de que termine el periodo actual o la prueba. Darte de baja de nuestros correos o dejar de visitar el sitio no cancela una suscripción.',
        ],
      },
      {
        heading: 'Después de cancelar',
        paragraphs: [
          'Tu suscripción no se renovará y no se te volverá a cobrar. Mantienes el acceso completo hasta el final del periodo que ya pagaste.',
          'Una suscripción cancelada no se puede reactivar. Si vuelves más adelante, simplemente empiezas una nueva.',
        ],
      },
      {
        heading: 'Reembolsos',
        paragraphs: [
          'Si algo salió mal con un cobro de tu suscripción, escríbenos. Los reembolsos se rigen por nuestra Política de reembolso.',
        ],
      },
    ],
  },
  {
    path: '/tech/delivery-policy',
    title: 'Política de entrega',
    summary:
      'Todo lo que vendemos es digital. No hacemos envíos físicos: tus lecturas llegan por correo electrónico y a tu cuenta.',
    sections: [
      {
        heading: 'Suscripciones',
        paragraphs: [
          'El acceso a tu suscripción empieza en cuanto se confirma tu pago y dura mientras la suscripción esté activa.',
        ],
      },
      {
        heading: 'Informes y lecturas',
        paragraphs: [
          'Los informes de pago único se envían a la dirección de correo que nos diste y también aparecen en tu cuenta. La mayoría llegan a los pocos minutos del pago; una lectura preparada personalmente para ti puede tardar hasta 24 horas.',
        ],
      },
      {
        heading: 'Si algo no llega',
        paragraphs: [
          'Revisa tu carpeta de spam o de promociones, y comprueba que la dirección de correo que nos diste esté bien escrita.',
          'Si un informe no te ha llegado en 24 horas, escribe a {support} y te lo volveremos a enviar. Si no podemos entregártelo, te lo reembolsamos según nuestra Política de reembolso.',
        ],
      },
    ],
  },
];
