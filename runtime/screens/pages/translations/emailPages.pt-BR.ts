import type { EmailPage } from '@/runtime/screens/pages/emailPages';

/**
 * The pages linked from emails in Brazilian Portuguese (docs/routes.md#email-pages), entry for entry as the English
 * ones.
 */
export const EMAIL_PAGES_PT_BR: readonly EmailPage[] = [
  {
    path: '/email/confirmation',
    title: 'Confirmação de e-mail',
    text: 'Boas-vindas ao {product}. Agora suas leituras, seus recibos e os lembretes carinhosos das estrelas vão encontrar o caminho até você.',
    items: [
      'Suas leituras chegam à sua caixa de entrada e ficam esperando por você na sua conta',
      'Você pode mudar quais e-mails recebe a qualquer momento',
      'Dúvidas? Escreva para {support}',
    ],
    cta: { label: 'Explorar meu mapa natal', href: '/natal-chart' },
  },
  {
    path: '/email/cancel',
    title: 'Cancelar sua assinatura',
    text: 'Aqui você cancela com um toque. Nada muda até você apertar o botão.',
    cta: { label: 'Pedir um novo código', href: '/cancel-subscription' },
  },
  {
    path: '/email/marketing-landing-0',
    title: 'O céu no dia em que você nasceu',
    text: 'Cada planeta estava em algum lugar do céu quando você respirou pela primeira vez. Seu mapa natal mostra a posição de todos eles e conta a história de onde estavam.',
    cta: { label: 'Fazer meu mapa natal', href: '/natal-chart' },
  },
  {
    path: '/email/marketing-landing-1',
    title: 'Suas mãos se lembram',
    text: 'As linhas da sua mão sempre estiveram com você. Tire um momento de calma e deixe que elas falem sobre amor, trabalho e o caminho que você percorre.',
    cta: { label: 'Ler minha mão', href: '/palmistry' },
  },
  {
    path: '/email/marketing-landing-2',
    title: 'Duas luas, uma história',
    text: 'Seu signo lunar molda o jeito como você sente e como você ama. Veja como a sua lua se encontra com a lua de alguém próximo de você.',
    cta: { label: 'Comparar nossas luas', href: '/moon-compatibility' },
  },
  {
    path: '/email/marketing-landing-3',
    title: 'O poder silencioso dentro de você',
    text: 'Algumas pessoas sentem a magia antiga mais do que outras. Bastam algumas perguntas rápidas para mostrar que tipo de poder de bruxa repousa em você.',
    cta: { label: 'Descobrir meu poder de bruxa', href: '/witch-power' },
  },
  {
    path: '/email/marketing-landing-4',
    title: 'O desenho com que você nasceu',
    text: 'Seu Desenho Humano mostra como a sua energia flui e como você faz escolhas que soam verdadeiras. Descubra seu tipo em poucos minutos.',
    cta: { label: 'Descobrir meu desenho', href: '/human-design' },
  },
  {
    path: '/email/marketing-trial-payment',
    title: 'Sua leitura guardou seu lugar',
    text: 'Você estava a apenas um passo de começar seu período de teste. Seu mapa continua esperando por você quando quiser, e o preço do teste e a renovação são mostrados com clareza antes de você pagar.',
    cta: { label: 'Continuar minha leitura', href: '/natal-chart' },
  },
  {
    path: '/email/numerology-analysis',
    title: 'Sua análise numerológica',
    text: 'Os números do seu nome e da sua data de nascimento têm um ritmo próprio. Este relatório os interpreta para você, um por um.',
    items: [
      'Seu número do caminho de vida e o que ele diz sobre a sua direção',
      'Seus números de expressão e da alma, a partir das letras do seu nome',
      'Seu ano pessoal e os temas que ele traz',
      'Sugestões delicadas para refletir sobre o amor e o trabalho',
    ],
    cta: { label: 'Receber minha análise numerológica', href: '/nebula-numerology' },
  },
  {
    path: '/email/tarot-reading',
    title: 'Uma leitura de tarô para você',
    text: 'Três cartas, tiradas para a pergunta que você carrega neste momento, e uma explicação tranquila do que cada uma convida você a perceber.',
    items: [
      'Uma tiragem de três cartas: passado, presente e o que está se desenrolando',
      'O significado de cada carta, na posição normal ou invertida, em palavras simples',
      'Como as cartas conversam entre si',
      'Uma pergunta para refletir depois da sua leitura',
    ],
    cta: { label: 'Receber minha leitura de tarô', href: '/witch-power' },
  },
  {
    path: '/email/palmistry-guide',
    title: 'Seu guia de quiromancia',
    text: 'Um olhar mais profundo sobre as linhas e os montes das suas mãos, para que você possa lê-las por conta própria sempre que quiser.',
    items: [
      'Suas linhas do coração, da cabeça, da vida e do destino, explicadas',
      'Os montes da sua palma e o que, segundo a tradição, eles revelam',
      'Como a sua mão esquerda e a sua mão direita se diferenciam',
      'Um guia ilustrado para ler mãos por conta própria',
    ],
    cta: { label: 'Receber meu guia de quiromancia', href: '/palmistry' },
  },
  {
    path: '/email/ultra-pack',
    title: 'O pacote ultra: quatro relatórios em um',
    text: 'Quatro dos nossos relatórios mais queridos juntos, para um retrato mais completo de você, por um preço menor do que comprá-los separadamente.',
    items: [
      'Leitura do mapa natal: os planetas no dia em que você nasceu',
      'Análise numerológica: os números do seu nome e da sua data de nascimento',
      'Leitura de tarô: uma tiragem de três cartas para a sua pergunta',
      'Guia de quiromancia: as linhas das suas mãos, explicadas',
    ],
    cta: { label: 'Receber meu pacote ultra', href: '/moon-compatibility' },
  },
  {
    path: '/email/consultation',
    title: 'Converse com uma especialista',
    text: 'Algumas perguntas são mais fáceis de explorar a dois. Reserve um tempo com uma das nossas leitoras experientes para uma consulta pessoal, no seu ritmo.',
    items: [
      'Pergunte sobre amor, trabalho ou as escolhas que estão à sua frente',
      'Sua leitora analisa seu mapa e seu desenho',
      'Sua conversa é confidencial',
    ],
    cta: { label: 'Conhecer minha especialista', href: '/human-design' },
  },
];
