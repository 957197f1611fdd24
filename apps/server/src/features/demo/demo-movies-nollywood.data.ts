import type { DemoMovie } from './demo-catalog.types.ts';

/** Nigerian dramas, romances and family films (ids 1–11). */
export const nollywoodMovies: DemoMovie[] = [
  {
    id: 1,
    title: 'Eko Blues',
    facts: { year: 2025, minutes: 118, rating: 8.6, addedDaysAgo: 2, country: 'Nigeria' },
    genres: ['nollywood', 'drama', 'romance'],
    director: 'Tunde Bakare-Cole',
    cast: 'Adaeze Nwosu, Femi Lawal, Kemi Oduya, Chuka Obiora',
    description:
      'A struggling saxophonist plays the clubs of Lagos Island by night and drives a danfo by day. When a wealthy producer offers him a record deal, he must choose between the band that raised him and the woman who believes in him. A love letter to the music and the hustle of Lagos.',
  },
  {
    id: 2,
    title: 'Kano Sunrise',
    facts: { year: 2023, minutes: 106, rating: 8.1, addedDaysAgo: 40, country: 'Nigeria' },
    genres: ['nollywood', 'drama', 'family'],
    director: 'Hauwa Umar-Sadiq',
    cast: 'Aisha Garba, Musa Danladi, Zainab Bello, Ibrahim Sule',
    description:
      "In the ancient dye pits of Kano, a widowed mother fights to keep her family's indigo business alive. Her eldest daughter wants to study engineering in Zaria and her son wants to sell the land. Three generations learn what the family name is really worth.",
  },
  {
    id: 3,
    title: 'Mama Put Millionaire',
    facts: { year: 2024, minutes: 102, rating: 7.2, addedDaysAgo: 22, country: 'Nigeria' },
    genres: ['nollywood', 'family', 'drama'],
    director: 'Segun Alabi',
    cast: 'Bisi Adewale, Ikenna Madu, Tolu Bankole',
    description:
      'Mama Tope has fed the workers of Apapa wharf from the same roadside stall for twenty years. When a viral video turns her pepper soup into a sensation, investors, relatives and rivals all come knocking. A warm comedy about success, family and staying true to your pot.',
  },
  {
    id: 4,
    title: 'Owambe Season',
    facts: { year: 2025, minutes: 111, rating: 6.9, addedDaysAgo: 9, country: 'Nigeria' },
    genres: ['nollywood', 'romance', 'family'],
    director: 'Yemi Ogunleye',
    cast: 'Tolu Bankole, Dayo Akintola, Ronke Adisa, Uche Anozie',
    description:
      "Wedding planner Funmi has organised forty parties this December and has one rule: never fall for a guest. Then the groom's best man keeps turning up at every owambe in Ibadan. Aso ebi, jollof and a lot of dancing stand between them and a happy ending.",
  },
  {
    id: 5,
    title: 'Danfo Diaries',
    facts: { year: 2022, minutes: 94, rating: 7.6, addedDaysAgo: 51, country: 'Nigeria' },
    genres: ['nollywood', 'drama'],
    director: 'Obinna Nnamdi',
    cast: 'Kelechi Udeh, Ngozi Chukwuma, Gbenga Ajayi',
    description:
      'A young conductor on the Oshodi to Obalende route writes down the stories of his passengers in a battered notebook. One rainy week, a runaway bride, a retired teacher and a pickpocket change how he sees the city. Small lives, big hearts, one yellow bus.',
  },
  {
    id: 6,
    title: 'Harmattan Hearts',
    facts: { year: 2024, minutes: 113, rating: 8.0, addedDaysAgo: 18, country: 'Nigeria' },
    genres: ['nollywood', 'romance'],
    director: 'Amina Yusuf-Eze',
    cast: 'Halima Sani, Chidi Okorie, Rukayat Yusuf',
    description:
      'A young doctor posted to a clinic in Jos meets a potato farmer who refuses to leave his land in the dry season. As the harmattan dust settles over the plateau, two stubborn people discover they are fighting for the same thing.',
  },
  {
    id: 7,
    title: 'Aba Made',
    facts: { year: 2023, minutes: 108, rating: 7.8, addedDaysAgo: 44, country: 'Nigeria' },
    genres: ['nollywood', 'drama', 'family'],
    director: 'Chinedu Okafor-Ibe',
    cast: 'Obinna Nnamdi, Amaka Ibe, Emeka Obiora, Nkechi Onu',
    description:
      "Shoemaker Ugo makes leather shoes by hand that rival any Italian brand, but buyers in Lagos only want foreign labels. With his sister's marketing genius and a borrowed stall at fashion week, he sets out to prove that Aba made means world class.",
  },
  {
    id: 8,
    title: 'Calabar Carnival',
    facts: { year: 2022, minutes: 96, rating: 6.8, addedDaysAgo: 57, country: 'Nigeria' },
    genres: ['nollywood', 'romance', 'family'],
    director: 'Effiong Bassey-Otu',
    cast: 'Ekaette Umoh, Bassey Etim, Ifeoma Eze',
    description:
      'Every December Calabar dances in the streets, and this year Arit finally leads her band in the parade. Her childhood sweetheart returns from Houston just in time to join the rival band. Costumes, rivalry and rhythm fill a festive romance.',
  },
  {
    id: 9,
    title: 'Suya Nights',
    facts: { year: 2024, minutes: 92, rating: 6.6, addedDaysAgo: 27, country: 'Nigeria' },
    genres: ['nollywood', 'romance'],
    director: 'Aliyu Garba',
    cast: 'Zainab Bello, Tobi Adeyemi, Sadiq Lawal',
    description:
      'Night after night, a civil servant stops at the same suya spot in Wuse on her way home from work. The quiet young man behind the grill remembers exactly how much pepper she likes. An Abuja love story told one skewer at a time.',
  },
  {
    id: 10,
    title: 'The Jollof Wars',
    facts: { year: 2025, minutes: 101, rating: 7.3, addedDaysAgo: 7, country: 'Nigeria' },
    genres: ['nollywood', 'family'],
    director: 'Kunmi Adebanjo',
    cast: 'Bisi Adewale, Kwesi Appiah-Mensah, Ronke Adisa, Chuka Obiora',
    description:
      'A televised cook-off pits a Surulere grandmother against a celebrity chef from Accra to settle the oldest argument in West Africa. Both families descend on the studio with secret recipes and loud opinions. Who makes the best jollof? Everyone, apparently.',
  },
  {
    id: 11,
    title: "Ada's Promise",
    facts: { year: 2022, minutes: 98, rating: 8.2, addedDaysAgo: 48, country: 'Nigeria' },
    genres: ['nollywood', 'drama', 'family'],
    director: 'Nneka Obi-Williams',
    cast: 'Chioma Okeke, Ikenna Madu, Ifeoma Eze',
    description:
      'Before her father died, twelve-year-old Ada promised to keep her younger brothers in school. Selling groundnuts in Onitsha market and studying by lamplight, she holds on to that promise through one hard year. A moving story of courage and family.',
  },
];
