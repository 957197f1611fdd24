import type { DemoMovie } from './demo-catalog.types.ts';

/** Indian films (ids 23–29). */
export const bollywoodMovies: DemoMovie[] = [
  {
    id: 23,
    title: 'Monsoon Letters',
    facts: { year: 2023, minutes: 142, rating: 8.0, addedDaysAgo: 25, country: 'India' },
    genres: ['bollywood', 'romance', 'drama'],
    director: 'Rajesh Bhatia',
    cast: 'Ananya Sethi, Rohan Mehra, Kavya Iyer',
    description:
      'A postman in a Konkan village secretly reads the love letters he delivers, until one arrives addressed to him. Through a long monsoon he searches for the writer before the rains end. A tender, musical romance.',
  },
  {
    id: 24,
    title: 'Mumbai Midnight',
    facts: { year: 2024, minutes: 138, rating: 7.6, addedDaysAgo: 14, country: 'India' },
    genres: ['bollywood', 'crime', 'thriller'],
    director: 'Vikram Rao',
    cast: 'Arjun Malhotra, Priya Nair, Sameer Joshi, Neha Kulkarni',
    description:
      "A taxi driver, a dance-bar singer and a disgraced inspector cross paths on the night a film star's son disappears. By dawn, all three must decide whose side they are on. A pulsing crime drama set in the city that never sleeps.",
  },
  {
    id: 25,
    title: 'The Saffron Wedding',
    facts: { year: 2022, minutes: 150, rating: 7.3, addedDaysAgo: 53, country: 'India' },
    genres: ['bollywood', 'romance', 'family'],
    director: 'Meera Chandran',
    cast: 'Kavya Iyer, Arjun Malhotra, Deepak Verma',
    description:
      "Two feuding Rajasthani families are forced to share a palace hotel for the same wedding week. The bride's sister and the groom's cousin strike a deal to keep the peace, and fail spectacularly. Songs, colour and chaos in a big-hearted family entertainer.",
  },
  {
    id: 26,
    title: 'Dilli Dreams',
    facts: { year: 2025, minutes: 134, rating: 7.9, addedDaysAgo: 6, country: 'India' },
    genres: ['bollywood', 'drama', 'family'],
    director: 'Rajesh Bhatia',
    cast: 'Rohan Mehra, Neha Kulkarni, Anil Saxena',
    description:
      'A street-food vendor from Old Delhi enters his daughter in a national spelling contest, though neither of them has ever left the city. Between the lanes of Chandni Chowk and a television studio, a proud father learns to let go.',
  },
  {
    id: 27,
    title: 'Kerala Tides',
    facts: { year: 2023, minutes: 127, rating: 8.4, addedDaysAgo: 38, country: 'India' },
    genres: ['bollywood', 'drama', 'romance'],
    director: 'Meera Chandran',
    cast: 'Priya Nair, Sameer Joshi, Lakshmi Menon',
    description:
      "A fisherman's daughter training to captain a snake-boat crew falls for the engineer sent to build a dam upstream. As the backwaters rise and the village divides, she must choose between her heart and her home. Beautifully shot on the waterways of Kerala.",
  },
  {
    id: 28,
    title: 'Cyber Raja',
    facts: { year: 2025, minutes: 145, rating: 6.9, addedDaysAgo: 11, country: 'India' },
    genres: ['bollywood', 'science-fiction', 'thriller'],
    director: 'Vikram Rao',
    cast: 'Arjun Malhotra, Ananya Sethi, Deepak Verma',
    description:
      'A Bengaluru hacker wakes up with the memories of a seventeenth-century king downloaded into his brain. Rival corporations want the secret he remembers, and the king wants his throne back. Outrageous, action-packed science fiction with a song in every act.',
  },
  {
    id: 29,
    title: 'Brothers of Jaipur',
    facts: { year: 2021, minutes: 148, rating: 7.1, addedDaysAgo: 58, country: 'India' },
    genres: ['bollywood', 'drama', 'family'],
    director: 'Anil Saxena',
    cast: 'Sameer Joshi, Rohan Mehra, Lakshmi Menon',
    description:
      'Three brothers who have not spoken in ten years return to Jaipur when their mother announces she is selling the family haveli. Old rivalries flare as they try to save the house and each other. A classic family drama full of music and reconciliation.',
  },
];
