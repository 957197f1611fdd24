import type { DemoSeries } from './demo-catalog.types.ts';

/** Series (ids 1–6), each with Season 1 and Season 2 as the series page offers. */
export const demoSeries: DemoSeries[] = [
  {
    id: 1,
    title: 'The Estate',
    facts: { rating: 8.2, addedDaysAgo: 3, country: 'Nigeria' },
    genres: ['nollywood', 'drama', 'romance'],
    director: 'Nneka Obi-Williams',
    cast: 'Adaeze Nwosu, Chidi Okorie, Kemi Oduya, Tobi Adeyemi',
    description:
      "Behind the gates of a luxury estate in Lekki, four families keep up appearances while their secrets pile up. Marriages, business deals and friendships are tested every time the residents' association meets.",
    seasons: [
      [
        [
          'Welcome to Palm Court',
          45,
          'The Adeyemis move in and are invited to a party nobody wants to attend.',
        ],
        ['The Association Meeting', 42, 'A vote on the security levy turns neighbours into enemies.'],
        ['Generator Politics', 40, 'A noisy generator exposes an affair next door.'],
        ['Owambe on Block C', 48, 'A lavish birthday party ends with an unexpected guest.'],
      ],
      [
        ['New Neighbours', 44, 'A mysterious couple buys the biggest house on the close.'],
        ['The Audit', 41, 'Missing estate funds point straight at the chairman.'],
        ['Flood Season', 46, 'Heavy rain traps the residents together for one long night.'],
        ['Gates Open', 50, 'Every secret spills out at the anniversary gala.'],
      ],
    ],
  },
  {
    id: 2,
    title: 'Enugu Boys',
    facts: { rating: 8.5, addedDaysAgo: 16, country: 'Nigeria' },
    genres: ['nollywood', 'crime', 'thriller'],
    director: 'Chinedu Okafor-Ibe',
    cast: 'Emeka Obiora, Kelechi Udeh, Nkechi Onu, Uche Anozie',
    description:
      'A small police unit in Enugu takes on kidnappers, fraudsters and crooked politicians with old cars and sharp instincts. Sergeant Chuka Eze holds his team together while his own past catches up with him.',
    seasons: [
      [
        ['Coal City', 47, 'A businessman vanishes on the Enugu to Onitsha expressway.'],
        ['Ransom', 45, 'The team races the clock as the kidnappers call again.'],
        ['Inside Man', 43, 'A leak inside the station puts an informant in danger.'],
        ['Milliken Hill', 50, 'A night-time stand-off on the old hill road.'],
      ],
      [
        ['Yahoo Kings', 44, 'A fraud ring in Independence Layout targets pensioners.'],
        ['Election Fever', 46, "A candidate's convoy is attacked on the eve of the vote."],
        ['The Cold Case', 42, "Chuka reopens the case that ended his father's career."],
        ['Brothers in Arms', 49, 'The unit faces its most dangerous raid yet.'],
      ],
    ],
  },
  {
    id: 3,
    title: "Mama Chi's Kitchen",
    facts: { rating: 7.6, addedDaysAgo: 24, country: 'Nigeria' },
    genres: ['nollywood', 'family'],
    director: 'Kunmi Adebanjo',
    cast: 'Bisi Adewale, Ikenna Madu, Chioma Okeke, Dayo Akintola',
    description:
      'Mama Chi runs the busiest buka in Surulere with her three grown-up children, who agree on nothing except her egusi soup. A family comedy served hot, with a new disaster every week.',
    seasons: [
      [
        ['Open for Business', 24, 'A food inspector arrives on the busiest day of the year.'],
        ['The Delivery App', 22, 'Ebuka signs the buka up for online orders without asking.'],
        ['Egusi Emergency', 25, 'The family recipe book goes missing.'],
        ['Sunday Special', 26, 'A pastor, a politician and a prince all want the same table.'],
      ],
      [
        ['Second Branch', 23, 'Mama Chi thinks about opening in Lekki.'],
        ['The Food Critic', 21, 'A famous critic visits in disguise.'],
        ['No Light', 24, 'A power cut, a full house and one gas cylinder.'],
        ['The Wedding Order', 28, 'Catering a wedding for five hundred guests.'],
      ],
    ],
  },
  {
    id: 4,
    title: 'Kano Crossroads',
    facts: { rating: 7.9, addedDaysAgo: 33, country: 'Nigeria' },
    genres: ['nollywood', 'drama', 'family'],
    director: 'Hauwa Umar-Sadiq',
    cast: 'Aisha Garba, Musa Danladi, Ibrahim Sule, Zainab Bello',
    description:
      "Alhaji Sani must decide which of his children will inherit the family's old Kano trading house. Tradition, ambition and love pull the household in different directions.",
    seasons: [
      [
        ['The Caravan', 38, 'A shipment from Maradi arrives short.'],
        ['Durbar', 40, 'The family rides in the Sallah durbar as rivals watch.'],
        ['The Proposal', 36, 'Fatima receives two marriage proposals in one week.'],
        ['Market Day', 42, 'A fire at Kurmi market threatens the family stall.'],
      ],
      [
        ['Return from Abuja', 39, 'The eldest son comes home with big plans and bigger debts.'],
        ['Harmattan', 37, 'Dust storms delay the trucks and tempers rise.'],
        ['The Will', 41, 'A hidden letter changes everything.'],
        ['Crossroads', 45, 'Alhaji Sani makes his choice.'],
      ],
    ],
  },
  {
    id: 5,
    title: 'Hearts in Abuja',
    facts: { rating: 7.3, addedDaysAgo: 8, country: 'Nigeria' },
    genres: ['nollywood', 'romance', 'drama'],
    director: 'Amina Yusuf-Eze',
    cast: 'Halima Sani, Tobi Adeyemi, Rukayat Yusuf, Sadiq Lawal',
    description:
      'Four young professionals share a flat in Jabi and juggle careers, dating apps and family expectations. Some are looking for love, and some are trying very hard to avoid it.',
    seasons: [
      [
        ['Flatmates', 30, 'Amina moves in and breaks three house rules on day one.'],
        ['Swipe Right', 28, 'A dating-app match turns out to be a colleague.'],
        ['Jabi Lake', 32, 'A picnic goes wrong in the best possible way.'],
        ['Meet the Parents', 34, 'A surprise visit from Kaduna.'],
      ],
      [
        ['New Year, New Rules', 29, 'The flatmates swear off office romances.'],
        ['The Ex', 31, 'An old flame returns to Abuja for work.'],
        ['Wedding Season', 33, 'Three invitations and only one plus-one.'],
        ['Say It', 35, 'Someone finally confesses.'],
      ],
    ],
  },
  {
    id: 6,
    title: 'Accra Nights',
    facts: { rating: 7.8, addedDaysAgo: 45, country: 'Ghana' },
    genres: ['international', 'crime', 'thriller'],
    director: 'Kwame Asante',
    cast: 'Yaw Boateng, Efua Owusu, Kofi Darko, Ama Serwaa',
    description:
      'By day Esi runs a popular nightclub in Osu; by night she settles disputes for people who cannot go to the police. When a government minister becomes a client, her two worlds collide.',
    seasons: [
      [
        ['Osu', 46, "A DJ's disappearance brings trouble to the club."],
        ['The Minister', 44, 'An unusual client makes an offer Esi cannot refuse.'],
        ['Labadi Beach', 43, 'A deal on the beach goes wrong.'],
        ['Closing Time', 48, 'The club is raided and someone talks.'],
      ],
      [
        ['Reopening', 45, 'Esi rebuilds with partners she does not trust.'],
        ['Tema Docks', 47, 'A container holds more than it should.'],
        ['Blackmail', 42, 'Photos of the minister surface.'],
        ['Last Dance', 50, 'Esi settles every score in one night.'],
      ],
    ],
  },
];
