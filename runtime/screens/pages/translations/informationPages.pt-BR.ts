import type { InformationPage } from '@/runtime/screens/pages/informationPages';

/**
 * The information pages in Brazilian Portuguese (docs/routes.md#information-pages), entry for entry as the English
 * ones.
 */
export const INFORMATION_PAGES_PT_BR: readonly InformationPage[] = [
  {
    path: '/tech/terms',
    title: 'Termos de uso',
    updated: '2023-09-15',
    summary:
      'Estes termos explicam o que o {product} oferece, quem pode usá-lo e o que você e nós combinamos quando você faz um quiz, começa um período de teste ou compra uma leitura.',
    sections: [
      {
        heading: 'Sobre estes termos',
        paragraphs: [
          'O {product} é um serviço on-line de leituras de astrologia, tarô, quiromancia e numerologia, entre outras leituras espirituais. Ao usar nosso site, fazer um de nossos quizzes ou comprar qualquer coisa conosco, você aceita estes termos.',
          'O {product} é operado por {company}, {companyAddress}. Nestes termos, “nós” e “nosso” se referem a {company}.',
          'Nossos Termos de assinatura, Termos de pagamento, Política de reembolso, Política de entrega e Política de dados pessoais fazem parte destes termos. Leia-os também; eles são curtos.',
        ],
      },
      {
        heading: 'Quem pode usar o {product}',
        paragraphs: [
          'Você precisa ter pelo menos 18 anos para usar o {product} e para fazer uma compra.',
          'Informe dados verdadeiros, principalmente um endereço de e-mail que funcione, porque é para ele que enviamos suas leituras, seus recibos e os códigos que confirmam que é você.',
        ],
      },
      {
        heading: 'O que são nossas leituras',
        paragraphs: [
          'Nossas leituras, mapas e relatórios são oferecidos para entretenimento e autorreflexão. Eles são um convite para olhar sua vida por um novo ângulo, não uma afirmação de fatos, e não prometemos que nada do que dizem vá acontecer.',
          'Nada no {product} é aconselhamento médico, psicológico, jurídico ou financeiro. Se você estiver diante de uma decisão séria ou passando por um momento difícil, converse com um profissional qualificado.',
        ],
      },
      {
        heading: 'Compras, períodos de teste e assinaturas',
        paragraphs: [
          'Algumas ofertas começam com um período de teste que se renova como assinatura paga, a menos que você cancele antes de ele terminar. O preço, a duração do teste e o período de renovação são sempre mostrados antes de você pagar.',
          'Você pode cancelar uma assinatura a qualquer momento em /cancel-subscription. Os reembolsos seguem nossa Política de reembolso.',
        ],
      },
      {
        heading: 'Seu conteúdo e o nosso',
        paragraphs: [
          'As respostas, os dados de nascimento e as fotos da palma da mão que você nos envia são usados para preparar suas leituras, conforme descrito em nossa Política de dados pessoais.',
          'Os textos, as imagens e os designs do {product} pertencem a nós ou a quem nos licencia o uso deles. Você pode guardar e ler seus relatórios para uso pessoal, mas pedimos que não os revenda nem os publique novamente.',
        ],
      },
      {
        heading: 'Alterações e dúvidas',
        paragraphs: [
          'Podemos atualizar estes termos de tempos em tempos. A data no topo desta página indica a versão mais recente, e a cada compra se aplica a versão em vigor no momento em que ela é feita.',
          'Se tiver alguma dúvida sobre estes termos, escreva para nós em {support}.',
        ],
      },
    ],
  },
  {
    path: '/tech/faq',
    title: 'Perguntas frequentes',
    summary:
      'Respostas curtas para as perguntas que mais recebemos. Se a sua não estiver aqui, escreva para nós e uma pessoa de verdade vai responder.',
    sections: [
      {
        heading: 'O que é o {product}?',
        paragraphs: [
          'O {product} oferece leituras personalizadas de astrologia, tarô, quiromancia, numerologia e Desenho Humano. Você responde a um quiz curto e nós preparamos uma leitura feita a partir das suas respostas e dos seus dados de nascimento.',
        ],
      },
      {
        heading: 'Uma leitura pode prever meu futuro?',
        paragraphs: [
          'Ninguém pode prometer isso. Nossas leituras são feitas para entretenimento e autorreflexão: um momento tranquilo para pensar nos seus relacionamentos, nas suas escolhas e em você. Elas não substituem aconselhamento médico, jurídico, financeiro ou psicológico.',
        ],
      },
      {
        heading: 'Como funciona o período de teste?',
        paragraphs: [
          'O período de teste dá acesso completo por alguns dias por um preço promocional reduzido. Quando ele termina, é renovado automaticamente como a assinatura que você escolheu, pelo preço integral mostrado no pagamento, e depois se renova a cada período até você cancelar.',
          'Se não quiser continuar, cancele antes do fim do período de teste e não haverá nenhuma nova cobrança.',
        ],
      },
      {
        heading: 'Como cancelo minha assinatura?',
        paragraphs: [
          'Acesse /cancel-subscription, digite o e-mail com que você se cadastrou, confirme o código que enviamos e confirme o cancelamento. Leva cerca de um minuto. Você mantém o acesso até o fim do período que já pagou.',
          'Apagar nossos e-mails ou se descadastrar deles não cancela uma assinatura.',
        ],
      },
      {
        heading: 'Posso receber meu dinheiro de volta?',
        paragraphs: [
          'Sim, nos casos descritos em nossa Política de reembolso. Escreva para {support} em até 14 dias após a cobrança, usando o e-mail com que você pagou, e vamos analisar seu pedido.',
        ],
      },
      {
        heading: 'Onde está meu relatório?',
        paragraphs: [
          'Os relatórios são digitais. Nós os enviamos para o e-mail que você informou e eles também aparecem na sua conta, geralmente poucos minutos após o pagamento.',
          'Se não encontrar, procure primeiro na pasta de spam ou de promoções. Se ele não tiver chegado em 24 horas, escreva para nós e vamos enviá-lo de novo.',
        ],
      },
      {
        heading: 'Por que vocês pedem meu horário e local de nascimento?',
        paragraphs: [
          'Os mapas astrológicos e de Desenho Humano são traçados a partir do momento e do local exatos em que você nasceu. Um horário aproximado também funciona, e você pode deixá-lo em branco se não souber; a leitura só será mais geral.',
        ],
      },
      {
        heading: 'Meus dados pessoais estão seguros?',
        paragraphs: [
          'Usamos seus dados apenas para preparar suas leituras, gerenciar sua assinatura e escrever para você. Nunca vendemos seu e-mail, e os dados do seu cartão vão direto para o nosso provedor de pagamentos; não armazenamos o número completo do seu cartão. Nossa Política de dados pessoais explica o restante.',
        ],
      },
    ],
  },
  {
    path: '/tech/contact-us',
    title: 'Fale conosco',
    summary: 'A forma mais rápida de falar com a gente é pelo e-mail {support}. Lemos todas as mensagens.',
    sections: [
      {
        heading: 'Escreva para nós',
        paragraphs: [
          'Envie sua dúvida para {support}. Uma pessoa de verdade da nossa equipe de atendimento responde, geralmente em até dois dias úteis.',
          'Por correio: {company}, {companyAddress}.',
        ],
      },
      {
        heading: 'O que incluir',
        paragraphs: [
          'Escreva do endereço de e-mail que você usou no {product}, ou informe qual é, para que possamos encontrar suas leituras e sua assinatura.',
          'Se a dúvida for sobre uma cobrança, inclua a data e o valor. Nunca nos envie o número completo do seu cartão; não precisamos dele.',
        ],
      },
      {
        heading: 'Cancelar uma assinatura',
        paragraphs: [
          'Você não precisa escrever para nós para cancelar. Acesse /cancel-subscription, digite seu e-mail e confirme o código que enviamos. Sua assinatura não será renovada, e você mantém o acesso até o fim do período que já pagou.',
        ],
      },
      {
        heading: 'Reembolsos e pedidos sobre seus dados',
        paragraphs: [
          'Para pedir um reembolso de acordo com nossa Política de reembolso, ou para ver, corrigir ou excluir os dados pessoais que temos sobre você, escreva para o mesmo endereço e diga o que gostaria que fizéssemos.',
        ],
      },
    ],
  },
  {
    path: '/tech/payment-terms',
    title: 'Termos de pagamento',
    summary: 'Como os preços são mostrados, como você pode pagar e quando fazemos a cobrança.',
    sections: [
      {
        heading: 'Preços',
        paragraphs: [
          'Todos os preços são mostrados antes de você pagar, na sua moeda sempre que possível: dólares americanos, euros, libras esterlinas e várias moedas latino-americanas.',
          'O valor mostrado no pagamento é o valor que cobramos. Se o seu cartão for em outra moeda, seu banco pode fazer a conversão e cobrar uma taxa própria.',
        ],
      },
      {
        heading: 'Como você pode pagar',
        paragraphs: [
          'Você pode pagar com cartão de débito ou crédito, e com PayPal, Apple Pay ou Google Pay quando seu aparelho e seu país forem compatíveis.',
          'Os pagamentos são processados pelo nosso provedor de pagamentos com cartão. Os dados do seu cartão vão direto para ele; nunca vemos nem armazenamos o número completo do seu cartão. Seu banco pode pedir que você confirme um pagamento, por exemplo com um código ou no aplicativo dele.',
        ],
      },
      {
        heading: 'Quando fazemos a cobrança',
        paragraphs: [
          'O período de teste é cobrado quando você o inicia. Quando ele termina, a assinatura que você escolheu é cobrada pelo preço integral e depois novamente no início de cada período, até você cancelar. Os Termos de assinatura explicam isso com mais detalhes.',
          'Relatórios e leituras avulsos são cobrados uma única vez, quando você os compra. As ofertas mostradas logo depois de uma compra só são cobradas no mesmo meio de pagamento se você decidir adicioná-las.',
        ],
      },
      {
        heading: 'Pagamentos recusados',
        paragraphs: [
          'Se o pagamento de uma renovação não for aprovado, podemos tentar de novo nos dias seguintes. Até que ele seja aprovado, o acesso à sua assinatura pode ficar suspenso. Se preferir parar, cancele em /cancel-subscription e não tentaremos novamente.',
        ],
      },
      {
        heading: 'Dúvidas sobre uma cobrança',
        paragraphs: [
          'Se você vir uma cobrança que não reconhece, ou achar que algo deu errado, escreva para {support} informando a data e o valor. Os reembolsos seguem nossa Política de reembolso.',
        ],
      },
    ],
  },
  {
    path: '/tech/personal-info-policy',
    title: 'Política de dados pessoais',
    summary:
      'O que coletamos, por que precisamos disso e quais são as suas opções. Nossa Política de privacidade completa, com link no rodapé de todas as páginas, traz todos os detalhes.',
    sections: [
      {
        heading: 'Quem somos',
        paragraphs: [
          '{company}, {companyAddress}, é responsável pelos seus dados pessoais no {product} (o “controlador”, como diz a Lei Geral de Proteção de Dados). Para qualquer dúvida sobre eles, escreva para {support}.',
        ],
      },
      {
        heading: 'O que coletamos',
        paragraphs: [
          'Seu endereço de e-mail; as respostas que você dá nos nossos quizzes; dados de nascimento, como data, horário e local; uma foto da palma da mão, se você decidir tirar uma; e um registro do que você comprou e quando.',
          'Também coletamos informações técnicas sobre a sua visita, como seu aparelho, seu navegador e as páginas que você vê, para que o site funcione e para entendermos como ele é usado.',
        ],
      },
      {
        heading: 'Como usamos esses dados',
        paragraphs: [
          'Para preparar e entregar suas leituras, gerenciar sua assinatura e seus pagamentos, responder às suas mensagens e enviar e-mails sobre o {product}. Você pode se descadastrar dos e-mails de marketing pelo link que aparece em qualquer um deles.',
          'A foto da palma da mão é usada apenas para preparar sua leitura de mãos.',
        ],
      },
      {
        heading: 'Pagamentos',
        paragraphs: [
          'Os pagamentos com cartão são processados pelo nosso provedor de pagamentos com cartão, e o PayPal, o Apple Pay e o Google Pay processam os pagamentos feitos por meio deles. Recebemos a confirmação de que você pagou, mas nunca o número completo do seu cartão.',
        ],
      },
      {
        heading: 'Cookies e ferramentas semelhantes',
        paragraphs: [
          'Os cookies estritamente necessários fazem o site funcionar e estão sempre ativos. Os cookies de desempenho, funcionais e de publicidade e segmentação, incluindo os usados pelos nossos parceiros de publicidade, só são usados com o seu consentimento, que você pode mudar a qualquer momento nas configurações de cookies.',
          'Onde a lei dá a você o direito de recusar a venda ou o compartilhamento dos seus dados pessoais, como na Califórnia, você pode fazer isso nessas mesmas configurações.',
        ],
      },
      {
        heading: 'Seus direitos',
        paragraphs: [
          'Você pode pedir para ver, corrigir ou excluir os dados pessoais que temos sobre você, ou para receber uma cópia deles. Escreva para {support} a partir do endereço de e-mail que você usou no {product}.',
          'Guardamos seus dados apenas pelo tempo necessário para prestar o serviço e cumprir nossas obrigações legais e contábeis.',
        ],
      },
    ],
  },
  {
    path: '/tech/money-back-policy',
    title: 'Política de reembolso',
    updated: '2021-11-24',
    summary:
      'Quando reembolsamos um pagamento, como pedir o reembolso e quanto tempo ele leva. Esta política não limita nenhum dos direitos que você tem pela legislação de defesa do consumidor do seu país.',
    sections: [
      {
        heading: 'Quando reembolsamos',
        paragraphs: [
          'Reembolsamos integralmente um pagamento se houve uma cobrança depois que você cancelou dentro do prazo, se você recebeu duas cobranças pela mesma coisa ou se um relatório que você pagou nunca chegou e não conseguimos resolver o problema.',
          'Se o primeiro pagamento da sua assinatura, ou um relatório avulso, não atendeu às suas expectativas, escreva para nós em até 14 dias após a cobrança e conte o motivo. Analisamos cada pedido de forma justa, um a um.',
        ],
      },
      {
        heading: 'Quando não reembolsamos',
        paragraphs: [
          'Nossas leituras são oferecidas para entretenimento e autorreflexão, por isso não fazemos reembolsos pelo fato de uma leitura não ter correspondido aos acontecimentos da sua vida.',
          'Pedidos feitos mais de 14 dias após uma cobrança, e períodos que foram renovados porque a assinatura não foi cancelada, geralmente não são reembolsados. O cancelamento interrompe as cobranças futuras, e você mantém o acesso até o fim do período que já pagou.',
        ],
      },
      {
        heading: 'Como pedir um reembolso',
        paragraphs: [
          'Escreva para {support} informando o endereço de e-mail que você usou para pagar, a data e o valor da cobrança, e algumas palavras sobre o que aconteceu. Respondemos em até dois dias úteis.',
        ],
      },
      {
        heading: 'Como o reembolso é feito',
        paragraphs: [
          'O reembolso aprovado é devolvido no mesmo meio de pagamento que você usou. Os bancos costumam levar de 5 a 10 dias úteis para mostrá-lo no seu extrato ou fatura.',
        ],
      },
    ],
  },
  {
    path: '/tech/subscription-terms',
    title: 'Termos de assinatura',
    summary:
      'Como os períodos de teste viram assinaturas, quando elas são renovadas e como cancelar. Leia isto antes de começar um período de teste.',
    sections: [
      {
        heading: 'Períodos de teste',
        paragraphs: [
          'Muitas das nossas ofertas começam com um período de teste: acesso completo por alguns dias por um preço promocional reduzido. A duração e o preço do teste são mostrados no pagamento.',
          'Quando o período de teste termina, ele é renovado automaticamente como a assinatura que você escolheu, pelo preço integral mostrado no pagamento, a menos que você cancele antes do fim do teste.',
        ],
      },
      {
        heading: 'Renovação automática',
        paragraphs: [
          'A assinatura é renovada ao fim de cada período, por exemplo a cada duas semanas, todo mês ou a cada seis meses, e, no início de cada novo período, cobramos no meio de pagamento que você usou.',
          'As assinaturas premium oferecidas depois de uma compra são renovadas da mesma forma, a cada duas semanas ou todo mês, como mostrado quando você as adiciona.',
        ],
      },
      {
        heading: 'Como cancelar',
        paragraphs: [
          'Acesse /cancel-subscription, digite o e-mail com que você se cadastrou, confirme o código que enviamos e confirme o cancelamento. Enviaremos uma confirmação por e-mail.',
          'Para evitar a próxima cobrança, cancele antes do fim do período atual ou do período de teste. Descadastrar-se dos nossos e-mails ou deixar de visitar o site não cancela uma assinatura.',
        ],
      },
      {
        heading: 'Depois de cancelar',
        paragraphs: [
          'Sua assinatura não será renovada e nada mais será cobrado. Você mantém o acesso completo até o fim do período que já pagou.',
          'Uma assinatura cancelada não pode ser reativada. Se você voltar mais tarde, é só fazer uma nova.',
        ],
      },
      {
        heading: 'Reembolsos',
        paragraphs: [
          'Se algo deu errado com uma cobrança da assinatura, escreva para nós. Os reembolsos seguem nossa Política de reembolso.',
        ],
      },
    ],
  },
  {
    path: '/tech/delivery-policy',
    title: 'Política de entrega',
    summary:
      'Tudo o que vendemos é digital. Nada é enviado fisicamente; suas leituras chegam por e-mail e ficam na sua conta.',
    sections: [
      {
        heading: 'Assinaturas',
        paragraphs: [
          'O acesso à sua assinatura começa assim que seu pagamento é confirmado e dura enquanto a assinatura estiver ativa.',
        ],
      },
      {
        heading: 'Relatórios e leituras',
        paragraphs: [
          'Os relatórios avulsos são enviados para o endereço de e-mail que você informou e também aparecem na sua conta. A maioria chega poucos minutos após o pagamento; uma leitura preparada pessoalmente para você pode levar até 24 horas.',
        ],
      },
      {
        heading: 'Se algo não chegar',
        paragraphs: [
          'Verifique sua pasta de spam ou de promoções e confira se o endereço de e-mail que você informou está escrito corretamente.',
          'Se um relatório não tiver chegado em 24 horas, escreva para {support} e vamos enviá-lo de novo. Se não conseguirmos entregá-lo, fazemos o reembolso de acordo com nossa Política de reembolso.',
        ],
      },
    ],
  },
];
