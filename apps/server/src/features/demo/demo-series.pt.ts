import type { DemoTextsPt } from './demo-catalog.types.ts';

/** The demo series' Portuguese titles and descriptions, by series id; the seed stops if one is missing. */
export const demoSeriesPt: Record<number, DemoTextsPt> = {
  1: {
    title: 'O Condomínio',
    description:
      'Atrás dos portões de um condomínio de luxo em Lekki, quatro famílias mantêm as aparências enquanto os segredos se acumulam. Casamentos, negócios e amizades são postos à prova sempre que a associação de moradores se reúne.',
  },
  2: {
    title: 'Os Rapazes de Enugu',
    description:
      'Uma pequena unidade policial de Enugu enfrenta raptores, burlões e políticos corruptos com carros velhos e um faro apurado. O sargento Chuka Eze mantém a equipa unida enquanto o seu próprio passado o apanha.',
  },
  3: {
    title: 'A Cozinha da Mama Chi',
    description:
      'A Mama Chi gere a buka mais movimentada de Surulere com os seus três filhos adultos, que só concordam na sopa de egusi dela. Uma comédia familiar servida quente, com um novo desastre todas as semanas.',
  },
  4: {
    title: 'Encruzilhada em Kano',
    description:
      'Alhaji Sani tem de decidir qual dos filhos herdará a velha casa comercial da família em Kano. Tradição, ambição e amor puxam a família em direções diferentes.',
  },
  5: {
    title: 'Corações em Abuja',
    description:
      'Quatro jovens profissionais partilham um apartamento em Jabi e equilibram carreiras, aplicações de encontros e as expectativas da família. Uns procuram o amor, outros esforçam-se muito para o evitar.',
  },
  6: {
    title: 'Noites de Acra',
    description:
      'De dia, Esi gere uma discoteca popular em Osu; à noite, resolve disputas de quem não pode ir à polícia. Quando um ministro do governo se torna cliente, os seus dois mundos colidem.',
  },
};

/** [title, description] of each episode in Portuguese, by series id, season and episode, as in demoSeries. */
export const demoEpisodesPt: Record<number, readonly (readonly (readonly [string, string])[])[]> = {
  1: [
    [
      [
        'Bem-vindos a Palm Court',
        'Os Adeyemi mudam-se e são convidados para uma festa a que ninguém quer ir.',
      ],
      ['A Reunião da Associação', 'Uma votação sobre a taxa de segurança transforma vizinhos em inimigos.'],
      ['Política de Geradores', 'Um gerador barulhento expõe um caso amoroso na casa ao lado.'],
      ['Owambe no Bloco C', 'Uma festa de aniversário luxuosa termina com um convidado inesperado.'],
    ],
    [
      ['Novos Vizinhos', 'Um casal misterioso compra a maior casa da rua.'],
      ['A Auditoria', 'Os fundos desaparecidos do condomínio apontam diretamente para o presidente.'],
      ['Época das Cheias', 'Uma chuva intensa prende os moradores juntos durante uma longa noite.'],
      ['Portões Abertos', 'Todos os segredos vêm à tona na gala de aniversário.'],
    ],
  ],
  2: [
    [
      ['Cidade do Carvão', 'Um empresário desaparece na autoestrada de Enugu para Onitsha.'],
      ['Resgate', 'A equipa corre contra o relógio quando os raptores voltam a ligar.'],
      ['Infiltrado', 'Uma fuga de informação na esquadra põe um informador em perigo.'],
      ['Milliken Hill', 'Um impasse noturno na velha estrada da colina.'],
    ],
    [
      ['Os Reis do Yahoo', 'Uma rede de burla em Independence Layout tem os reformados como alvo.'],
      ['Febre Eleitoral', 'A caravana de um candidato é atacada na véspera da votação.'],
      ['O Caso Arquivado', 'Chuka reabre o caso que acabou com a carreira do pai.'],
      ['Irmãos de Armas', 'A unidade enfrenta a rusga mais perigosa até agora.'],
    ],
  ],
  3: [
    [
      ['Abertos ao Público', 'Um inspetor alimentar chega no dia mais movimentado do ano.'],
      ['A Aplicação de Entregas', 'Ebuka inscreve a buka em pedidos online sem perguntar a ninguém.'],
      ['Emergência de Egusi', 'O livro de receitas da família desaparece.'],
      ['Especial de Domingo', 'Um pastor, um político e um príncipe querem todos a mesma mesa.'],
    ],
    [
      ['Segunda Casa', 'A Mama Chi pensa em abrir em Lekki.'],
      ['O Crítico Gastronómico', 'Um crítico famoso aparece disfarçado.'],
      ['Sem Luz', 'Um corte de energia, a casa cheia e uma só botija de gás.'],
      ['A Encomenda do Casamento', 'Servir um casamento para quinhentos convidados.'],
    ],
  ],
  4: [
    [
      ['A Caravana', 'Uma remessa de Maradi chega incompleta.'],
      ['Durbar', 'A família desfila no durbar do Sallah enquanto os rivais observam.'],
      ['O Pedido', 'Fatima recebe dois pedidos de casamento na mesma semana.'],
      ['Dia de Mercado', 'Um incêndio no mercado de Kurmi ameaça a banca da família.'],
    ],
    [
      ['Regresso de Abuja', 'O filho mais velho volta a casa com grandes planos e dívidas ainda maiores.'],
      ['Harmattan', 'Tempestades de pó atrasam os camiões e os ânimos aquecem.'],
      ['O Testamento', 'Uma carta escondida muda tudo.'],
      ['Encruzilhada', 'Alhaji Sani faz a sua escolha.'],
    ],
  ],
  5: [
    [
      ['Colegas de Casa', 'Amina muda-se e quebra três regras da casa no primeiro dia.'],
      ['Deslizar para a Direita', 'Um match numa aplicação de encontros afinal é um colega de trabalho.'],
      ['Lago Jabi', 'Um piquenique corre mal da melhor maneira possível.'],
      ['Conhecer os Pais', 'Uma visita surpresa de Kaduna.'],
    ],
    [
      ['Ano Novo, Regras Novas', 'Os colegas de casa juram não ter romances no escritório.'],
      ['O Ex', 'Um antigo amor regressa a Abuja em trabalho.'],
      ['Época de Casamentos', 'Três convites e um só acompanhante.'],
      ['Diz Lá', 'Finalmente alguém se declara.'],
    ],
  ],
  6: [
    [
      ['Osu', 'O desaparecimento de um DJ traz problemas à discoteca.'],
      ['O Ministro', 'Um cliente invulgar faz a Esi uma proposta que ela não pode recusar.'],
      ['Praia de Labadi', 'Um negócio na praia corre mal.'],
      ['Hora de Fecho', 'A discoteca é alvo de uma rusga e alguém fala.'],
    ],
    [
      ['Reabertura', 'Esi recomeça com sócios em quem não confia.'],
      ['Docas de Tema', 'Um contentor guarda mais do que devia.'],
      ['Chantagem', 'Surgem fotografias do ministro.'],
      ['A Última Dança', 'Esi acerta todas as contas numa só noite.'],
    ],
  ],
};
