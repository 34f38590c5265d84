import type { ReviewCategory } from '@host-portal/contracts/reviews';

/** One past stay's review as the demo shows it; `reply` is the host's answer, if any. */
export interface DemoReview {
  guest: string;
  /** the guest's language (ISO 639-1), the language the review is written in */
  language: string;
  rating: 3 | 4 | 5;
  text: string;
  reply?: string;
  /** a category the guest marked one star lower than the rest (what the text complains about) */
  low?: ReviewCategory;
}

/**
 * The demo host's reviews per unit title, newest first. The villa has more than one page of the
 * host's list (20); the newest of the villa and of Romarin wait for a reply and are unseen, the
 * studio's newest was answered yesterday (its reply can still be edited).
 */
export const DEMO_REVIEWS: Record<string, DemoReview[]> = {
  'Villa Azzurra': [
    {
      guest: 'Katrin Vogel',
      language: 'de',
      rating: 5,
      text: 'Traumhafte Lage über dem Meer! Der Garten mit den Feigenbäumen und die Terrasse für lange Abendessen – wir kommen bestimmt wieder.',
    },
    {
      guest: 'Olivia Bennett',
      language: 'en',
      rating: 4,
      text: 'Beautiful villa with a stunning view. The kitchen could use a few more pans, but everything else was perfect.',
      reply: 'Thank you, Olivia! New pans are already in the kitchen for the next guests.',
      low: 'accuracy',
    },
    {
      guest: 'Giulia Rossi',
      language: 'it',
      rating: 5,
      text: 'Villa splendida, pulita e accogliente. Il sentiero privato verso gli scogli è un sogno. Grazie Dana!',
      reply: 'Grazie mille Giulia, è stato un piacere ospitarvi!',
    },
    {
      guest: 'Julien Martin',
      language: 'fr',
      rating: 3,
      text: 'Belle maison et vue magnifique, mais la climatisation d’une chambre ne marchait pas et la réparation a pris deux jours.',
      reply: 'Merci Julien, et toutes nos excuses pour la climatisation. Elle a été remplacée depuis.',
      low: 'accuracy',
    },
    {
      guest: 'Ivan Kovačić',
      language: 'hr',
      rating: 5,
      text: 'Odlična vila, mirno mjesto i prekrasan pogled na more. Preporučujem svima!',
    },
    {
      guest: 'Daan de Vries',
      language: 'nl',
      rating: 4,
      text: 'Ruim huis met een prachtige tuin. De weg naar boven is smal, maar het uitzicht maakt alles goed.',
      reply: 'Thank you, Daan! We are glad the view made up for the narrow road.',
      low: 'location',
    },
    {
      guest: 'Michael O’Brien',
      language: 'en',
      rating: 5,
      text: 'Best holiday we’ve had in years. Four bedrooms meant everyone had space, and the barbecue nights on the terrace were unforgettable.',
      reply: 'Thank you, Michael – you are welcome back any time!',
    },
    {
      guest: 'Jonas Weber',
      language: 'de',
      rating: 4,
      text: 'Sehr schönes Haus, gut ausgestattet. Der Pool war im Mai noch etwas kühl, aber das Meer ist ja gleich da.',
    },
    {
      guest: 'Javier Moreno',
      language: 'es',
      rating: 5,
      text: 'Una casa preciosa con vistas al mar. La anfitriona fue muy amable y nos dio buenos consejos sobre Rovinj.',
      reply: 'Thank you, Javier! Enjoy Istria again soon.',
    },
    {
      guest: 'Camille Laurent',
      language: 'fr',
      rating: 5,
      text: 'Séjour parfait en famille. Les enfants ont adoré la piscine, et nous le calme du jardin.',
      reply: 'Merci Camille, au plaisir de vous revoir en famille !',
    },
    {
      guest: 'Francesca Conti',
      language: 'it',
      rating: 4,
      text: 'Posizione fantastica e casa molto curata. Il parcheggio è un po’ stretto per un’auto grande.',
      low: 'location',
    },
    {
      guest: 'Hannah Clarke',
      language: 'en',
      rating: 3,
      text: 'Lovely setting, but the house was not as clean as we expected on arrival. The host sorted it out quickly once we asked.',
      reply: 'Thank you for telling us, Hannah. We have changed our cleaning service since.',
      low: 'cleanliness',
    },
    {
      guest: 'Anna Schmidt',
      language: 'de',
      rating: 5,
      text: 'Wir hatten eine wunderbare Woche. Alles war genau wie beschrieben, und die Kommunikation war super schnell.',
      reply: 'Danke, Anna! Es war schön, euch zu Gast zu haben.',
    },
    {
      guest: 'Sofia Marques',
      language: 'pt',
      rating: 5,
      text: 'Casa maravilhosa, com uma vista incrível. Voltaremos com certeza!',
    },
    {
      guest: 'Ana Horvat',
      language: 'hr',
      rating: 4,
      text: 'Lijepa kuća i ljubazna domaćica. Do plaže se stiže brzo, ali put je malo strm.',
      reply: 'Thank you, Ana!',
    },
    {
      guest: 'James Walker',
      language: 'en',
      rating: 5,
      text: 'Everything was spotless and the check-in instructions were clear. The terrace at sunset is something else.',
      reply: 'Thank you, James, it was a pleasure!',
    },
    {
      guest: 'Claire Dubois',
      language: 'fr',
      rating: 4,
      text: 'Très belle villa, bien équipée. Un peu de bruit de la route le matin, sinon rien à redire.',
    },
    {
      guest: 'Lukas Berger',
      language: 'de',
      rating: 5,
      text: 'Ein Ort zum Abschalten. Die Feigen aus dem Garten durften wir sogar probieren!',
      reply: 'Danke, Lukas! Die Feigen warten schon auf euch.',
    },
    {
      guest: 'Emma Janssen',
      language: 'nl',
      rating: 5,
      text: 'Fantastisch verblijf! Schoon, ruim en een gastvrouw die snel reageert.',
      reply: 'Thank you so much, Emma!',
    },
    {
      guest: 'Marco Bianchi',
      language: 'it',
      rating: 4,
      text: 'Bella casa e posizione tranquilla. Il Wi-Fi in giardino era un po’ debole.',
      reply: 'Grazie Marco, abbiamo aggiunto un ripetitore in giardino.',
    },
    {
      guest: 'Lucía García',
      language: 'es',
      rating: 5,
      text: 'Todo perfecto: limpieza, ubicación y la terraza. ¡Gracias por todo!',
    },
    {
      guest: 'Peter Thompson',
      language: 'en',
      rating: 4,
      text: 'A great base for exploring Istria. The beds were comfortable and the kitchen well stocked.',
      reply: 'Thank you, Peter!',
    },
    {
      guest: 'Markus Huber',
      language: 'de',
      rating: 3,
      text: 'Schöne Aussicht, aber für den Preis hätten wir im Bad etwas mehr Komfort erwartet.',
      reply: 'Danke für dein ehrliches Feedback, Markus. Das Bad wird im Winter renoviert.',
      low: 'value',
    },
    {
      guest: 'Élodie Petit',
      language: 'fr',
      rating: 5,
      text: 'Une villa de rêve, nous avons passé nos meilleures vacances. Merci pour l’accueil !',
    },
  ],
  'Studio Lavande': [
    {
      guest: 'Chiara Ferri',
      language: 'it',
      rating: 4,
      text: 'Monolocale piccolo ma molto luminoso, con una bella terrazza sulla piscina. Perfetto per due.',
      reply: 'Grazie Chiara, a presto in Provenza!',
    },
    {
      guest: 'Laura Mitchell',
      language: 'en',
      rating: 5,
      text: 'A perfect little base for the Côte d’Azur. Quiet, cool thanks to the air conditioning, and the pool right outside.',
      reply: 'Thank you, Laura!',
    },
    {
      guest: 'Stefan Koch',
      language: 'de',
      rating: 3,
      text: 'Sauber und praktisch, aber sehr klein. Ohne Auto kommt man schlecht zum Strand.',
      low: 'location',
    },
    {
      guest: 'Nathalie Girard',
      language: 'fr',
      rating: 5,
      text: 'Studio charmant et très propre. La terrasse face à la piscine est un vrai plus.',
      reply: 'Merci beaucoup Nathalie !',
    },
    {
      guest: 'Sanne Bakker',
      language: 'nl',
      rating: 4,
      text: 'Fijne studio met een goed bed. De kitchenette is eenvoudig maar voldoende.',
    },
    {
      guest: 'Carmen Ruiz',
      language: 'es',
      rating: 5,
      text: 'Pequeño pero con todo lo necesario. La piscina y el aire acondicionado, un lujo en agosto.',
      reply: 'Thank you, Carmen!',
    },
    {
      guest: 'Tom Harris',
      language: 'en',
      rating: 4,
      text: 'Good value and a friendly host. Parking right by the door made day trips easy.',
    },
  ],
  'Apartment Romarin': [
    {
      guest: 'Sophie Lefèvre',
      language: 'fr',
      rating: 5,
      text: 'Appartement idéal pour notre famille : le lit bébé et la chaise haute étaient déjà installés. Le balcon sur les oliviers, un bonheur !',
    },
    {
      guest: 'David Evans',
      language: 'en',
      rating: 4,
      text: 'Spacious and comfortable for the four of us. The shared pool got busy in the afternoons.',
      reply: 'Thank you, David! Mornings at the pool are the quiet ones.',
    },
    {
      guest: 'Julia Wagner',
      language: 'de',
      rating: 5,
      text: 'Sehr familienfreundlich und gut ausgestattet, mit Spülmaschine und Waschmaschine. Gerne wieder!',
      reply: 'Danke, Julia! Wir freuen uns auf euch.',
    },
    {
      guest: 'Luca Romano',
      language: 'it',
      rating: 4,
      text: 'Appartamento comodo e silenzioso. Avremmo gradito qualche telo da piscina in più.',
      low: 'accuracy',
    },
    {
      guest: 'João Ferreira',
      language: 'pt',
      rating: 5,
      text: 'Excelente apartamento, tudo muito limpo e a anfitriã sempre disponível.',
      reply: 'Thank you, João!',
    },
  ],
};
