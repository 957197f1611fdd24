import type { DemoTextsPt } from './demo-catalog.types.ts';

/** The demo movies' Portuguese titles and descriptions, by movie id; the seed stops if one is missing. */
export const demoMoviesPt: Record<number, DemoTextsPt> = {
  1: {
    title: 'Blues de Eko',
    description:
      'Um saxofonista em dificuldades toca nos clubes de Lagos Island à noite e conduz um danfo durante o dia. Quando um produtor rico lhe oferece um contrato discográfico, tem de escolher entre a banda que o criou e a mulher que acredita nele. Uma carta de amor à música e à luta diária de Lagos.',
  },
  2: {
    title: 'Amanhecer em Kano',
    description:
      'Nos antigos poços de tinturaria de Kano, uma mãe viúva luta para manter vivo o negócio de índigo da família. A filha mais velha quer estudar engenharia em Zaria e o filho quer vender o terreno. Três gerações descobrem o que vale realmente o nome da família.',
  },
  3: {
    title: 'A Milionária da Mama Put',
    description:
      'Há vinte anos que a Mama Tope alimenta os trabalhadores do cais de Apapa na mesma banca de rua. Quando um vídeo viral transforma a sua sopa picante num sucesso, investidores, parentes e rivais vêm todos bater-lhe à porta. Uma comédia calorosa sobre o sucesso, a família e a fidelidade à própria panela.',
  },
  4: {
    title: 'Época de Owambe',
    description:
      'A organizadora de casamentos Funmi preparou quarenta festas este dezembro e tem uma regra: nunca se apaixonar por um convidado. Até que o padrinho do noivo começa a aparecer em todos os owambes de Ibadan. Aso ebi, jollof e muita dança separam-nos de um final feliz.',
  },
  5: {
    title: 'Diários de Danfo',
    description:
      'Um jovem cobrador na linha de Oshodi a Obalende escreve as histórias dos passageiros num caderno gasto. Numa semana de chuva, uma noiva em fuga, um professor reformado e um carteirista mudam a forma como ele vê a cidade. Vidas pequenas, corações grandes, um autocarro amarelo.',
  },
  6: {
    title: 'Corações de Harmattan',
    description:
      'Uma jovem médica colocada numa clínica em Jos conhece um agricultor de batata que se recusa a deixar a sua terra na estação seca. Enquanto o pó do harmattan assenta sobre o planalto, duas pessoas teimosas descobrem que lutam pela mesma coisa.',
  },
  7: {
    title: 'Feito em Aba',
    description:
      'O sapateiro Ugo faz à mão sapatos de couro que rivalizam com qualquer marca italiana, mas os compradores de Lagos só querem etiquetas estrangeiras. Com o génio da irmã para o marketing e uma banca emprestada na semana da moda, decide provar que feito em Aba quer dizer de classe mundial.',
  },
  8: {
    title: 'Carnaval de Calabar',
    description:
      'Todos os dezembros Calabar dança nas ruas, e este ano Arit vai finalmente à frente da sua banda no desfile. O namorado de infância regressa de Houston mesmo a tempo de entrar na banda rival. Fantasias, rivalidade e ritmo enchem um romance festivo.',
  },
  9: {
    title: 'Noites de Suya',
    description:
      'Noite após noite, uma funcionária pública para na mesma banca de suya em Wuse a caminho de casa. O rapaz calado atrás da grelha lembra-se exatamente de quanto picante ela gosta. Uma história de amor de Abuja contada um espeto de cada vez.',
  },
  10: {
    title: 'A Guerra do Jollof',
    description:
      'Um concurso de culinária na televisão põe uma avó de Surulere frente a um chef famoso de Acra para resolver a discussão mais antiga da África Ocidental. As duas famílias invadem o estúdio com receitas secretas e opiniões ruidosas. Quem faz o melhor jollof? Pelos vistos, toda a gente.',
  },
  11: {
    title: 'A Promessa de Ada',
    description:
      'Antes de o pai morrer, Ada, de doze anos, prometeu manter os irmãos mais novos na escola. A vender amendoins no mercado de Onitsha e a estudar à luz do candeeiro, cumpre essa promessa ao longo de um ano difícil. Uma história comovente de coragem e família.',
  },
  12: {
    title: 'O Livro-Razão de Enugu',
    description:
      'Uma contabilista júnior de uma empresa de carvão de Enugu encontra uma segunda contabilidade escondida num servidor antigo. Todos os nomes do livro pertencem a alguém poderoso, e alguém já sabe que ela o viu. Um thriller tenso entre a sala de administração e as colinas de Udi.',
  },
  13: {
    title: 'Third Mainland',
    description:
      'Um motorista de TVDE recolhe à meia-noite um passageiro com uma pasta e recebe ordens para não parar até ao outro lado da ponte Third Mainland. A meio da travessia, o trânsito para. Um carro, uma noite, nenhuma saída.',
  },
  14: {
    title: 'O Último Okada',
    description:
      'Quando os okadas são proibidos na sua zona de Lagos, um motociclista aceita um último trabalho para pagar as propinas da filha. A encomenda que entrega arrasta-o para um mundo que jurou evitar. Um drama cru sobre a sobrevivência numa cidade em mudança.',
  },
  15: {
    title: 'Sombras de Ikoyi',
    description:
      'Um advogado célebre é encontrado morto na sua penthouse em Ikoyi na noite do seu quinquagésimo aniversário. A inspetora Amaka Eze tem doze horas e seis convidados, cada um com um motivo para o querer morto. Glamour e segredos chocam no mistério mais comentado do ano.',
  },
  16: {
    title: 'Código Yaba',
    description:
      'Três amigos numa startup de Yaba criam um assistente que fala iorubá, igbo e haúça melhor do que qualquer aplicação no mercado. Até que começa a responder a perguntas que ninguém lhe fez. Um tecno-thriller inteligente e divertido vindo do silicon valley da Nigéria.',
  },
  17: {
    title: 'Lagos 2099',
    description:
      'Em 2099 o Atlântico engoliu Victoria Island e Lagos flutua num anel de barcaças solares. Uma engenheira hidráulica descobre que os governantes da cidade planeiam abandonar os pisos inferiores antes da próxima tempestade. Uma epopeia deslumbrante sobre uma cidade que se recusa a afundar.',
  },
  18: {
    title: 'Sangue e Noz-de-Cola',
    description:
      'Dois irmãos herdam o império comercial do pai no Onitsha Main Market, e com ele os seus inimigos. Um quer seguir a via legal, o outro quer vingança. Uma grande saga familiar de crime sobre lealdade, dinheiro e o preço de um nome.',
  },
  19: {
    title: 'Bronze do Benim',
    description:
      'Uma historiadora de arte de Benin City reúne uma equipa improvável para trazer para casa uma cabeça de bronze de uma coleção privada na Europa. O plano é perfeito até o comprador se revelar um velho amigo. Um filme de assalto elegante e com consciência.',
  },
  20: {
    title: 'Chuva em Port Harcourt',
    description:
      'Uma jornalista regressa a Port Harcourt para investigar a explosão numa refinaria ilegal que matou a prima. Quanto mais se aproxima da verdade, mais a cidade encharcada se fecha à sua volta. Um thriller sóbrio sobre petróleo, família e silêncio.',
  },
  21: {
    title: 'Zuma Rock',
    description:
      'Radioastrónomos acampados perto de Zuma Rock captam um sinal que se repete todas as noites às 3h17. Os pastores da região têm a sua própria explicação, mais antiga do que qualquer telescópio. Ficção científica inquietante e atmosférica, enraizada no folclore nigeriano.',
  },
  22: {
    title: 'Gerador Zero',
    description:
      'Farto dos geradores a roncar todas as noites, Dapo, de onze anos, constrói com sucata uma máquina que produz energia silenciosa. Em pouco tempo a rua inteira está iluminada, e algumas empresas muito grandes querem saber como. Uma aventura familiar luminosa para quem já gritou "Up NEPA!"',
  },
  23: {
    title: 'Cartas da Monção',
    description:
      'Um carteiro de uma aldeia do Konkan lê em segredo as cartas de amor que entrega, até chegar uma dirigida a ele. Ao longo de uma longa monção procura quem a escreveu antes que as chuvas acabem. Um romance terno e musical.',
  },
  24: {
    title: 'Meia-Noite em Mumbai',
    description:
      'Um taxista, uma cantora de bar de dança e um inspetor caído em desgraça cruzam-se na noite em que desaparece o filho de uma estrela de cinema. Ao amanhecer, os três têm de decidir de que lado estão. Um drama policial vibrante na cidade que nunca dorme.',
  },
  25: {
    title: 'O Casamento Açafrão',
    description:
      'Duas famílias rivais do Rajastão são obrigadas a partilhar um hotel-palácio na mesma semana de casamento. A irmã da noiva e o primo do noivo fazem um acordo para manter a paz, e falham de forma espetacular. Canções, cor e caos num grande filme familiar de coração generoso.',
  },
  26: {
    title: 'Sonhos de Dili',
    description:
      'Um vendedor de comida de rua da Velha Deli inscreve a filha num concurso nacional de ortografia, embora nenhum dos dois alguma vez tenha saído da cidade. Entre as ruelas de Chandni Chowk e um estúdio de televisão, um pai orgulhoso aprende a deixar ir.',
  },
  27: {
    title: 'Marés de Querala',
    description:
      'A filha de um pescador, que treina para comandar a tripulação de um barco-serpente, apaixona-se pelo engenheiro enviado para construir uma barragem rio acima. Enquanto as águas sobem e a aldeia se divide, tem de escolher entre o coração e a casa. Filmado com beleza nos canais de Querala.',
  },
  28: {
    title: 'Cyber Raja',
    description:
      'Um hacker de Bangalore acorda com as memórias de um rei do século XVII descarregadas no cérebro. Empresas rivais querem o segredo de que ele se lembra, e o rei quer o trono de volta. Ficção científica extravagante e cheia de ação, com uma canção em cada ato.',
  },
  29: {
    title: 'Irmãos de Jaipur',
    description:
      'Três irmãos que não se falam há dez anos regressam a Jaipur quando a mãe anuncia que vai vender a haveli da família. Velhas rivalidades reacendem-se enquanto tentam salvar a casa e salvar-se uns aos outros. Um drama familiar clássico cheio de música e reconciliação.',
  },
  30: {
    title: 'Febre do Ouro em Acra',
    description:
      'Uma empregada bancária de Acra é arrastada para um esquema de contrabando de ouro de uma mina ilegal na Região Ocidental. Quando o negócio se torna mortal, tem de enganar tanto o gangue como a polícia. Um thriller ganês afiado.',
  },
  31: {
    title: 'A Cozinha de Kumasi',
    description:
      'Uma chef formada em Londres regressa a Kumasi para salvar a casa de pasto da falecida avó. O dono rival do outro lado da rua é bonito, irritante e surpreendentemente bom a fazer fufu. Um romance gastronómico que aquece o coração.',
  },
  32: {
    title: 'Cordas de Soweto',
    description:
      'Uma professora de música reformada cria uma orquestra de cordas para crianças em Soweto com instrumentos salvos de uma escola fechada. O objetivo é um lugar no concurso nacional de jovens na Cidade do Cabo. Uma história inspiradora sobre a música que muda vidas.',
  },
  33: {
    title: 'Assalto na Cidade do Cabo',
    description:
      'Uma equipa de especialistas planeia roubar um cofre de diamantes sob a zona ribeirinha durante o fim de semana mais movimentado do ano. Cada membro tem um segredo, e um deles trabalha para o outro lado. Elegante, cheio de reviravoltas e rápido.',
  },
  34: {
    title: 'Reis do Matatu',
    description:
      'Nas ruas de Nairobi, o matatu mais barulhento e colorido ganha os passageiros. Um jovem grafiter pinta autocarros para um poderoso dono de linhas até que uma guerra de territórios põe a sua equipa em perigo. Colorido e cheio de energia.',
  },
  35: {
    title: 'De Peckham a Lagos',
    description:
      'Uma adolescente londrina é mandada passar o verão com os avós em Lagos depois de se meter em sarilhos na escola. Chega decidida a detestar tudo. Uma história divertida e terna sobre encontrar-se a si própria numa casa que nunca soube que tinha.',
  },
  36: {
    title: 'Chuva em Brixton',
    description:
      'Um pugilista do sul de Londres perde de propósito por dinheiro e acorda a dever às pessoas erradas. Com uma semana para pagar e um combate pelo título pela frente, já não tem onde se esconder. Um drama policial britânico encharcado de chuva.',
  },
  37: {
    title: 'Regresso a Houston',
    description:
      'Uma advogada nigeriano-americana volta a Houston para os trinta anos de casamento dos pais com um noivo falso para acabar com as perguntas. As tias não se deixam enganar nem por um segundo. Uma comédia romântica ligeira sobre duas culturas sob o mesmo teto.',
  },
  38: {
    title: 'Órbita de Cinzas',
    description:
      'A tripulação de uma estação mineira em órbita de Júpiter recebe um pedido de socorro de uma nave que deixou a Terra há um século. O único sobrevivente insiste que a estação já foi destruída. Ficção científica claustrofóbica e desconcertante.',
  },
  39: {
    title: 'O Sinal de Kigali',
    description:
      'Uma jovem engenheira de Kigali constrói uma rede de drones que leva medicamentos às colinas em minutos. Quando os drones começam a receber ordens de uma fonte desconhecida, tem de descobrir quem os pilota de facto. Ficção científica serena e esperançosa da África Oriental.',
  },
  40: {
    title: 'O Ritmo de Lagos',
    description:
      'Dos velhos santuários de Ikeja aos estúdios de Surulere, este documentário segue o ritmo que conquistou o mundo. Produtores, bailarinos e músicos de rua contam como o afrobeats nasceu em Lagos e o que significa hoje para a cidade.',
  },
  41: {
    title: 'O Níger Corre Fundo',
    description:
      'Uma viagem de quatro mil quilómetros ao longo do rio Níger, das terras altas da Guiné até ao delta. Pescadores, comerciantes e construtores de barcos mostram como um rio alimenta milhões. Imagens aéreas deslumbrantes do grande rio da África Ocidental.',
  },
  42: {
    title: 'Yankari Selvagem',
    description:
      'Um ano na vida do Parque Nacional de Yankari, no estado de Bauchi, casa de elefantes, babuínos e das águas quentes de Wikki. Guardas e investigadores partilham a sua luta para proteger a vida selvagem da Nigéria. Para ver com toda a família.',
  },
  43: {
    title: 'Os Fios de Kano',
    description:
      'Os poços de tinturaria de Kano tingem tecido de índigo há mais de cinco séculos. Este documentário conhece as famílias que mantêm o ofício vivo e os jovens estilistas que o levam às passerelles de Lagos e de Paris.',
  },
  44: {
    title: 'A Ascensão de Nollywood',
    description:
      'Como é que uma indústria de cinema nascida em cassetes VHS no mercado de Idumota se tornou uma das maiores do mundo? Realizadores, atores e distribuidores contam a história de Nollywood, dos primeiros filmes caseiros ao streaming global. Divertido, orgulhoso e surpreendente.',
  },
  45: {
    title: 'Céu do Serengeti',
    description:
      'Acompanhe a grande migração pelo Serengeti através dos olhos de um guia maasai e de um jovem fotógrafo de natureza. Numa só estação, um milhão de gnus, leões e crocodilos encontram-se nas planícies. Um documentário de natureza espetacular.',
  },
  46: {
    title: 'Estrelas sobre o Sahel',
    description:
      'Longe das luzes da cidade, os céus do norte da Nigéria estão entre os mais escuros da Terra. Astrónomos amadores em Sokoto e Maiduguri partilham os seus telescópios, as suas histórias das estrelas e o sonho de um programa espacial nigeriano.',
  },
};
