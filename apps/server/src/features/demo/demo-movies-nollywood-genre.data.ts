import type { DemoMovie } from './demo-catalog.types.ts';

/** Nigerian crime, thriller and science-fiction films (ids 12–22). */
export const nollywoodGenreMovies: DemoMovie[] = [
  {
    id: 12,
    title: 'The Enugu Ledger',
    facts: { year: 2024, minutes: 124, rating: 7.9, addedDaysAgo: 15, country: 'Nigeria' },
    genres: ['nollywood', 'crime', 'thriller'],
    director: 'Chinedu Okafor-Ibe',
    cast: 'Emeka Obiora, Adaeze Nwosu, Kelechi Udeh, Uche Anozie',
    description:
      'A junior accountant at an Enugu coal company finds a second set of books hidden on an old server. Every name in the ledger belongs to someone powerful, and someone already knows she has seen it. A tense thriller set between the boardroom and the hills of Udi.',
  },
  {
    id: 13,
    title: 'Third Mainland',
    facts: { year: 2025, minutes: 97, rating: 7.4, addedDaysAgo: 5, country: 'Nigeria' },
    genres: ['nollywood', 'thriller', 'crime'],
    director: 'Tunde Bakare-Cole',
    cast: 'Femi Lawal, Halima Sani, Gbenga Ajayi',
    description:
      'A ride-hailing driver picks up a passenger with a briefcase at midnight and is told not to stop until they reach the far side of the Third Mainland Bridge. Halfway across, the traffic freezes. One car, one night, no way out.',
  },
  {
    id: 14,
    title: 'The Last Okada',
    facts: { year: 2023, minutes: 99, rating: 7.0, addedDaysAgo: 33, country: 'Nigeria' },
    genres: ['nollywood', 'drama', 'crime'],
    director: 'Segun Alabi',
    cast: 'Dayo Akintola, Ngozi Chukwuma, Musa Danladi',
    description:
      "When okadas are banned from his part of Lagos, a motorcycle rider takes one last job to pay his daughter's school fees. The package he delivers draws him into a world he swore to avoid. A gritty drama about survival in a changing city.",
  },
  {
    id: 15,
    title: 'Shadows of Ikoyi',
    facts: { year: 2025, minutes: 131, rating: 9.1, addedDaysAgo: 1, country: 'Nigeria' },
    genres: ['nollywood', 'crime', 'thriller'],
    director: 'Nneka Obi-Williams',
    cast: 'Adaeze Nwosu, Chidi Okorie, Kemi Oduya, Tobi Adeyemi',
    description:
      "A celebrated lawyer is found dead in his Ikoyi penthouse on the night of his fiftieth birthday. Inspector Amaka Eze has twelve hours and six guests, each with a reason to want him gone. Glamour and secrets collide in the year's most talked-about mystery.",
  },
  {
    id: 16,
    title: 'Yaba Code',
    facts: { year: 2025, minutes: 115, rating: 8.3, addedDaysAgo: 4, country: 'Nigeria' },
    genres: ['nollywood', 'science-fiction', 'thriller'],
    director: 'Ifeanyi Chukwu-Ade',
    cast: 'Tobi Adeyemi, Amaka Ibe, Kelechi Udeh',
    description:
      "Three friends at a Yaba startup build an assistant that speaks Yoruba, Igbo and Hausa better than any app on the market. Then it starts answering questions nobody asked it. A smart, funny techno-thriller from Nigeria's own silicon valley.",
  },
  {
    id: 17,
    title: 'Lagos 2099',
    facts: { year: 2024, minutes: 128, rating: 8.8, addedDaysAgo: 12, country: 'Nigeria' },
    genres: ['nollywood', 'science-fiction', 'drama'],
    director: 'Ifeanyi Chukwu-Ade',
    cast: 'Chioma Okeke, Femi Lawal, Rukayat Yusuf, Emeka Obiora',
    description:
      "In 2099 the Atlantic has swallowed Victoria Island and Lagos floats on a ring of solar barges. A water engineer discovers that the city's rulers plan to abandon the lower decks before the next storm. A stunning epic about a city that refuses to sink.",
  },
  {
    id: 18,
    title: 'Blood and Kola',
    facts: { year: 2021, minutes: 137, rating: 7.5, addedDaysAgo: 59, country: 'Nigeria' },
    genres: ['nollywood', 'crime', 'drama'],
    director: 'Chinedu Okafor-Ibe',
    cast: 'Uche Anozie, Nkechi Onu, Obinna Nnamdi, Ikenna Madu',
    description:
      "Two brothers inherit their father's trading empire at Onitsha Main Market, along with his enemies. One wants to go legitimate, the other wants revenge. A sweeping family crime saga about loyalty, money and the price of a name.",
  },
  {
    id: 19,
    title: 'Benin Bronze',
    facts: { year: 2024, minutes: 126, rating: 8.5, addedDaysAgo: 20, country: 'Nigeria' },
    genres: ['nollywood', 'thriller', 'crime'],
    director: 'Osaro Igbinedion',
    cast: 'Osas Ehigie, Halima Sani, Femi Lawal',
    description:
      'A Benin City art historian assembles an unlikely crew to bring a bronze head home from a private collection in Europe. The plan is perfect until the buyer turns out to be an old friend. A stylish heist film with a conscience.',
  },
  {
    id: 20,
    title: 'Port Harcourt Rain',
    facts: { year: 2023, minutes: 119, rating: 7.1, addedDaysAgo: 36, country: 'Nigeria' },
    genres: ['nollywood', 'drama', 'thriller'],
    director: 'Tamuno Briggs',
    cast: 'Ibiere Jack, Chidi Okorie, Dayo Akintola',
    description:
      'A journalist returns to Port Harcourt to investigate the explosion at an illegal refinery that killed her cousin. The closer she gets to the truth, the more the rain-soaked city closes ranks around her. A sober thriller about oil, family and silence.',
  },
  {
    id: 21,
    title: 'Zuma Rock',
    facts: { year: 2025, minutes: 104, rating: 7.7, addedDaysAgo: 10, country: 'Nigeria' },
    genres: ['nollywood', 'science-fiction', 'thriller'],
    director: 'Aliyu Garba',
    cast: 'Musa Danladi, Zainab Bello, Tobi Adeyemi',
    description:
      'Radio astronomers camping near Zuma Rock pick up a signal that repeats every night at 3:17 a.m. The local herders have their own explanation, and it is older than any telescope. Eerie, atmospheric science fiction rooted in Nigerian folklore.',
  },
  {
    id: 22,
    title: 'Generator Zero',
    facts: { year: 2024, minutes: 93, rating: 7.0, addedDaysAgo: 26, country: 'Nigeria' },
    genres: ['nollywood', 'science-fiction', 'family'],
    director: 'Kunmi Adebanjo',
    cast: 'Tolu Bankole, Ikenna Madu, Bisi Adewale',
    description:
      "Tired of the generators roaring every night, eleven-year-old Dapo builds a machine from scrap that makes silent power. Soon the whole street is lit, and some very big companies want to know how. A bright family adventure for anyone who has ever shouted 'Up NEPA!'",
  },
];
