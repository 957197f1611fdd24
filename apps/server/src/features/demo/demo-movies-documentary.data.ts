import type { DemoMovie } from './demo-catalog.types.ts';

/** Documentaries (ids 40–46); the cast is the narrators and the people followed. */
export const documentaryMovies: DemoMovie[] = [
  {
    id: 40,
    title: 'Rhythm of Lagos',
    facts: { year: 2024, minutes: 88, rating: 8.7, addedDaysAgo: 16, country: 'Nigeria' },
    genres: ['documentary'],
    director: 'Bolanle Cole',
    cast: 'Femi Lawal, Tolu Bankole, Kayode Ajibade',
    description:
      'From the old shrines of Ikeja to the studios of Surulere, this documentary follows the beat that conquered the world. Producers, dancers and street musicians tell how Afrobeats was born in Lagos and what it means to the city today.',
  },
  {
    id: 41,
    title: 'The Niger Runs Deep',
    facts: { year: 2023, minutes: 92, rating: 8.9, addedDaysAgo: 31, country: 'Nigeria' },
    genres: ['documentary'],
    director: 'Halima Abdullahi',
    cast: 'Emeka Obiora, Aisha Garba, Yusuf Bala',
    description:
      "A journey of four thousand kilometres along the River Niger, from the highlands of Guinea to the delta. Fishermen, traders and boat builders show how one river feeds millions. Breathtaking aerial photography of West Africa's great river.",
  },
  {
    id: 42,
    title: 'Yankari Wild',
    facts: { year: 2022, minutes: 85, rating: 8.4, addedDaysAgo: 50, country: 'Nigeria' },
    genres: ['documentary', 'family'],
    director: 'Danjuma Bako',
    cast: 'Zainab Bello, Danjuma Bako, Grace Audu',
    description:
      "A year in the life of Yankari National Park in Bauchi State, home to elephants, baboons and the warm Wikki springs. Rangers and researchers share their fight to protect Nigeria's wildlife. Perfect viewing for the whole family.",
  },
  {
    id: 43,
    title: 'Threads of Kano',
    facts: { year: 2025, minutes: 81, rating: 7.9, addedDaysAgo: 21, country: 'Nigeria' },
    genres: ['documentary'],
    director: 'Hauwa Umar-Sadiq',
    cast: 'Aisha Garba, Ibrahim Sule, Maryam Lawan',
    description:
      'The dye pits of Kano have coloured cloth in indigo for more than five centuries. This documentary meets the families who keep the craft alive and the young designers taking it to the runways of Lagos and Paris.',
  },
  {
    id: 44,
    title: 'Nollywood Rising',
    facts: { year: 2024, minutes: 96, rating: 9.0, addedDaysAgo: 19, country: 'Nigeria' },
    genres: ['documentary', 'nollywood'],
    director: 'Bolanle Cole',
    cast: 'Chioma Okeke, Segun Alabi, Nneka Obi-Williams, Uche Anozie',
    description:
      'How did a film industry born on VHS tapes in Idumota market become one of the largest in the world? Directors, actors and marketers tell the story of Nollywood from its first home videos to global streaming. Funny, proud and surprising.',
  },
  {
    id: 45,
    title: 'Serengeti Sky',
    facts: { year: 2023, minutes: 90, rating: 8.6, addedDaysAgo: 37, country: 'Tanzania' },
    genres: ['documentary', 'international', 'family'],
    director: 'Joseph Mwakyusa',
    cast: 'Lemayian Ole Sankau, Neema Mushi, Joseph Mwakyusa',
    description:
      'Follow the great migration across the Serengeti through the eyes of a Maasai guide and a young wildlife photographer. Over one season, a million wildebeest, lions and crocodiles meet on the plains. A spectacular nature documentary.',
  },
  {
    id: 46,
    title: 'Stars over the Sahel',
    facts: { year: 2025, minutes: 84, rating: 8.1, addedDaysAgo: 0, country: 'Nigeria' },
    genres: ['documentary'],
    director: 'Aliyu Garba',
    cast: 'Musa Danladi, Hadiza Abubakar, Yusuf Bala',
    description:
      'Far from city lights, the skies over northern Nigeria are among the darkest on Earth. Amateur astronomers in Sokoto and Maiduguri share their telescopes, their stories of the stars and their dream of a Nigerian space programme.',
  },
];
