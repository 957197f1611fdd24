import type { DemoMovie } from './demo-catalog.types.ts';

/** Films from the rest of Africa, the UK and the USA (ids 30–39). */
export const internationalMovies: DemoMovie[] = [
  {
    id: 30,
    title: 'Accra Gold Rush',
    facts: { year: 2024, minutes: 109, rating: 7.4, addedDaysAgo: 23, country: 'Ghana' },
    genres: ['international', 'crime', 'thriller'],
    director: 'Kwame Asante',
    cast: 'Yaw Boateng, Efua Owusu, Kojo Addo',
    description:
      'A bank clerk in Accra is pulled into a scheme to smuggle gold out of an illegal mine in the Western Region. When the deal turns deadly, she must outwit both the gang and the police. A sharp Ghanaian thriller.',
  },
  {
    id: 31,
    title: 'Kumasi Kitchen',
    facts: { year: 2023, minutes: 95, rating: 6.7, addedDaysAgo: 46, country: 'Ghana' },
    genres: ['international', 'family', 'romance'],
    director: 'Akosua Mensah',
    cast: 'Efua Owusu, Kofi Darko, Ama Serwaa',
    description:
      "A London-trained chef returns to Kumasi to rescue her late grandmother's chop bar. The rival owner across the street is handsome, annoying and surprisingly good at fufu. A heart-warming food romance.",
  },
  {
    id: 32,
    title: 'Soweto Strings',
    facts: { year: 2024, minutes: 112, rating: 8.3, addedDaysAgo: 17, country: 'South Africa' },
    genres: ['international', 'drama', 'family'],
    director: 'Thabo Nkosi',
    cast: 'Lerato Dlamini, Sipho Mokoena, Naledi Khumalo',
    description:
      'A retired music teacher starts a string orchestra for children in Soweto with instruments rescued from a closed school. Their goal is a place at the national youth competition in Cape Town. An uplifting story about music changing lives.',
  },
  {
    id: 33,
    title: 'Cape Town Heist',
    facts: { year: 2025, minutes: 121, rating: 8.0, addedDaysAgo: 3, country: 'South Africa' },
    genres: ['international', 'crime', 'thriller'],
    director: 'Sipho Mokoena',
    cast: 'Naledi Khumalo, Pieter van Wyk, Thando Zulu, Lerato Dlamini',
    description:
      'A crew of specialists plans to rob a diamond vault beneath the waterfront during the busiest weekend of the year. Each member has a secret, and one of them is working for the other side. Slick, twisty and fast.',
  },
  {
    id: 34,
    title: 'Matatu Kings',
    facts: { year: 2023, minutes: 103, rating: 7.7, addedDaysAgo: 30, country: 'Kenya' },
    genres: ['international', 'drama', 'crime'],
    director: 'Wanjiru Kamau',
    cast: 'Otieno Ochieng, Achieng Odhiambo, Kiprop Rotich',
    description:
      'On the streets of Nairobi, the loudest and brightest matatu wins the passengers. A young graffiti artist paints buses for a powerful route owner until a turf war puts his crew in danger. Colourful and full of energy.',
  },
  {
    id: 35,
    title: 'Peckham to Lagos',
    facts: { year: 2024, minutes: 99, rating: 7.5, addedDaysAgo: 13, country: 'United Kingdom' },
    genres: ['international', 'drama', 'family'],
    director: 'Samuel Adebayo-Reid',
    cast: 'Tayo Okonjo-Hart, Grace Whitfield, David Ashworth',
    description:
      'A London teenager is sent to spend the summer with her grandparents in Lagos after getting into trouble at school. She arrives determined to hate everything. A funny, tender story about finding yourself in a home you never knew you had.',
  },
  {
    id: 36,
    title: 'Brixton Rain',
    facts: { year: 2022, minutes: 107, rating: 6.9, addedDaysAgo: 42, country: 'United Kingdom' },
    genres: ['international', 'crime', 'thriller'],
    director: 'Oliver Hastings',
    cast: 'Kayode Brown, Grace Whitfield, Liam Carter',
    description:
      'A South London boxer takes a dive for money and wakes up owing it to the wrong people. With one week to pay and a title fight ahead, he has nowhere left to hide. A rain-soaked British crime drama.',
  },
  {
    id: 37,
    title: 'Houston Homecoming',
    facts: { year: 2023, minutes: 104, rating: 6.5, addedDaysAgo: 34, country: 'USA' },
    genres: ['international', 'romance', 'family'],
    director: 'Darius Grant',
    cast: 'Jenna Cole, Marcus Hill, Adaora Benson',
    description:
      "A Nigerian-American lawyer flies home to Houston for her parents' thirtieth anniversary with a fake fiancé to stop the questions. Her aunties are not fooled for a second. A light romantic comedy about two cultures under one roof.",
  },
  {
    id: 38,
    title: 'Orbit of Ashes',
    facts: { year: 2025, minutes: 133, rating: 7.8, addedDaysAgo: 8, country: 'USA' },
    genres: ['international', 'science-fiction', 'thriller'],
    director: 'Elena Ward',
    cast: 'Jordan Reyes, Amara Cole, Nathan Brooks',
    description:
      'The crew of a mining station orbiting Jupiter receives a distress call from a ship that left Earth a century ago. Its only survivor insists the station has already been destroyed. Claustrophobic, mind-bending science fiction.',
  },
  {
    id: 39,
    title: 'The Kigali Signal',
    facts: { year: 2024, minutes: 100, rating: 7.2, addedDaysAgo: 29, country: 'Rwanda' },
    genres: ['international', 'science-fiction', 'drama'],
    director: 'Aline Uwase',
    cast: 'Eric Mugisha, Grace Ingabire, Jean Habimana',
    description:
      'A young engineer in Kigali builds a drone network that delivers medicine to the hills in minutes. When her drones start taking orders from an unknown source, she must find out who is really flying them. Quiet, hopeful science fiction from East Africa.',
  },
];
