/** Cities (with their country) and countries/regions the location parser recognises in prose. */
export const CITIES: Record<string, string> = {
  Amsterdam: "Netherlands", Rotterdam: "Netherlands", Utrecht: "Netherlands", Eindhoven: "Netherlands", "The Hague": "Netherlands",
  Berlin: "Germany", Munich: "Germany", Hamburg: "Germany", Frankfurt: "Germany", Cologne: "Germany", Stuttgart: "Germany", Düsseldorf: "Germany", Leipzig: "Germany",
  London: "United Kingdom", Manchester: "United Kingdom", Edinburgh: "United Kingdom", Bristol: "United Kingdom", Birmingham: "United Kingdom", Leeds: "United Kingdom", Glasgow: "United Kingdom", Cambridge: "United Kingdom", Oxford: "United Kingdom",
  Dublin: "Ireland", Cork: "Ireland",
  Paris: "France", Lyon: "France", Toulouse: "France", Nantes: "France", Marseille: "France",
  Madrid: "Spain", Barcelona: "Spain", Valencia: "Spain", Seville: "Spain", Malaga: "Spain",
  Lisbon: "Portugal", Porto: "Portugal",
  Milan: "Italy", Rome: "Italy", Turin: "Italy", Bologna: "Italy",
  Zurich: "Switzerland", Geneva: "Switzerland", Basel: "Switzerland", Lausanne: "Switzerland",
  Vienna: "Austria", Prague: "Czech Republic", Warsaw: "Poland", Krakow: "Poland", Wroclaw: "Poland", Gdansk: "Poland",
  Budapest: "Hungary", Bucharest: "Romania", Sofia: "Bulgaria", Belgrade: "Serbia", Zagreb: "Croatia", Athens: "Greece",
  Copenhagen: "Denmark", Stockholm: "Sweden", Gothenburg: "Sweden", Oslo: "Norway", Helsinki: "Finland", Tallinn: "Estonia", Riga: "Latvia", Vilnius: "Lithuania",
  Brussels: "Belgium", Antwerp: "Belgium", Ghent: "Belgium", Luxembourg: "Luxembourg",
  Istanbul: "Turkey", Ankara: "Turkey", "Tel Aviv": "Israel", Dubai: "United Arab Emirates", "Abu Dhabi": "United Arab Emirates", Riyadh: "Saudi Arabia", Doha: "Qatar",
  Cairo: "Egypt", Lagos: "Nigeria", Nairobi: "Kenya", "Cape Town": "South Africa", Johannesburg: "South Africa", Casablanca: "Morocco",
  "New York": "United States", NYC: "United States", "San Francisco": "United States", "Los Angeles": "United States", Seattle: "United States", Austin: "United States",
  Boston: "United States", Chicago: "United States", Denver: "United States", Miami: "United States", Atlanta: "United States", "Washington DC": "United States",
  Dallas: "United States", Houston: "United States", "San Diego": "United States", Portland: "United States", "San Jose": "United States", Philadelphia: "United States",
  Toronto: "Canada", Vancouver: "Canada", Montreal: "Canada", Ottawa: "Canada", Calgary: "Canada",
  "Mexico City": "Mexico", "São Paulo": "Brazil", "Sao Paulo": "Brazil", "Rio de Janeiro": "Brazil", "Buenos Aires": "Argentina", Santiago: "Chile", Bogotá: "Colombia", Bogota: "Colombia", Lima: "Peru", Medellín: "Colombia",
  Bangalore: "India", Bengaluru: "India", Mumbai: "India", Delhi: "India", "New Delhi": "India", Hyderabad: "India", Pune: "India", Chennai: "India", Gurgaon: "India", Noida: "India",
  Singapore: "Singapore", "Hong Kong": "Hong Kong", Tokyo: "Japan", Osaka: "Japan", Seoul: "South Korea", Shanghai: "China", Beijing: "China", Shenzhen: "China", Taipei: "Taiwan",
  Bangkok: "Thailand", Jakarta: "Indonesia", Manila: "Philippines", "Kuala Lumpur": "Malaysia", "Ho Chi Minh City": "Vietnam", Hanoi: "Vietnam",
  Sydney: "Australia", Melbourne: "Australia", Brisbane: "Australia", Perth: "Australia", Auckland: "New Zealand", Wellington: "New Zealand",
  // Local names people write as often as the English ones.
  München: "Germany", Köln: "Germany", Wien: "Austria", Praha: "Czech Republic", Warszawa: "Poland", Milano: "Italy", Roma: "Italy", Lisboa: "Portugal",
  Bruxelles: "Belgium", København: "Denmark", Göteborg: "Sweden", "Den Haag": "Netherlands", Genève: "Switzerland",
  Karachi: "Pakistan", Lahore: "Pakistan", Islamabad: "Pakistan", Dhaka: "Bangladesh", Colombo: "Sri Lanka", Kyiv: "Ukraine", Kiev: "Ukraine", Lviv: "Ukraine",
};

export const COUNTRIES = [
  "Germany", "Netherlands", "United Kingdom", "UK", "England", "Scotland", "Wales", "Ireland", "France", "Spain", "Portugal", "Italy", "Switzerland", "Austria",
  "Poland", "Czech Republic", "Czechia", "Hungary", "Romania", "Bulgaria", "Serbia", "Croatia", "Greece", "Denmark", "Sweden", "Norway", "Finland", "Estonia",
  "Latvia", "Lithuania", "Belgium", "Luxembourg", "Turkey", "Israel", "United Arab Emirates", "UAE", "Saudi Arabia", "Qatar", "Egypt", "Nigeria", "Kenya",
  "South Africa", "Morocco", "United States", "USA", "US", "Canada", "Mexico", "Brazil", "Argentina", "Chile", "Colombia", "Peru", "India", "Singapore",
  "Japan", "South Korea", "China", "Taiwan", "Thailand", "Indonesia", "Philippines", "Malaysia", "Vietnam", "Australia", "New Zealand", "Pakistan",
  "Bangladesh", "Sri Lanka", "Ukraine",
];

/** The regions that are a fixed set of countries, for remote roles open in one ("Remote (EU)"). */
export const REGION_COUNTRIES: Record<string, readonly string[]> = {
  EU: [
    "Austria", "Belgium", "Bulgaria", "Croatia", "Cyprus", "Czech Republic", "Denmark", "Estonia", "Finland", "France", "Germany", "Greece", "Hungary",
    "Ireland", "Italy", "Latvia", "Lithuania", "Luxembourg", "Malta", "Netherlands", "Poland", "Portugal", "Romania", "Slovakia", "Slovenia", "Spain", "Sweden",
  ],
  DACH: ["Germany", "Austria", "Switzerland"],
  Benelux: ["Belgium", "Netherlands", "Luxembourg"],
  Nordics: ["Denmark", "Finland", "Iceland", "Norway", "Sweden"],
};

/** Regions people name for remote roles. */
export const REGIONS = ["Europe", "EU", "EMEA", "APAC", "LATAM", "North America", "Latin America", "CET", "CEST", "GMT", "UTC", "EST", "PST", "Americas", "Asia", "Africa", "Middle East", "DACH", "Nordics", "Benelux"];

/** Other names of a place, each to the name the vocabulary keeps. */
export const PLACE_ALIASES: Record<string, string> = { UK: "United Kingdom", USA: "United States", US: "United States", UAE: "United Arab Emirates", Czechia: "Czech Republic", NYC: "New York", Bengaluru: "Bangalore", Kiev: "Kyiv", "Sao Paulo": "São Paulo", Bogota: "Bogotá" };

export const canonicalPlace = (name: string): string => PLACE_ALIASES[name] ?? name;

/** The currency a job in a country is paid in, when the salary was given without one ("35k per month" for Pune). */
const COUNTRY_CURRENCY: Record<string, string> = {
  "United States": "USD", USA: "USD", US: "USD", "United Kingdom": "GBP", UK: "GBP", England: "GBP", Scotland: "GBP", Wales: "GBP",
  Switzerland: "CHF", Poland: "PLN", India: "INR", Brazil: "BRL", Canada: "CAD", Australia: "AUD", "New Zealand": "NZD", Japan: "JPY",
  Singapore: "SGD", Sweden: "SEK", Norway: "NOK", Denmark: "DKK", "United Arab Emirates": "AED", UAE: "AED", "South Africa": "ZAR",
  Mexico: "MXN", "Hong Kong": "HKD", "Czech Republic": "CZK", Czechia: "CZK", Hungary: "HUF", Israel: "ILS", China: "CNY",
  Germany: "EUR", France: "EUR", Spain: "EUR", Italy: "EUR", Netherlands: "EUR", Ireland: "EUR", Portugal: "EUR", Austria: "EUR", Belgium: "EUR",
  Luxembourg: "EUR", Finland: "EUR", Estonia: "EUR", Latvia: "EUR", Lithuania: "EUR", Greece: "EUR", Croatia: "EUR",
};
/** The two-letter codes of the US states, as addresses write them ("Tucson, AZ"). */
export const US_STATES = new Set(
  "AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC".split(" "),
);

/** Each letter without its accent, one for one, so positions stay put ("Zürich" → "Zurich", "Kraków" → "Krakow"). */
export const foldAccents = (s: string) => [...s].map((c) => c.normalize("NFD")[0]!).join("");

const key = (name: string) => foldAccents(name).toLowerCase();
/** The vocabulary's countries and cities by their folded names, built once: places are looked up on every turn. */
const COUNTRY_BY_KEY = new Map(COUNTRIES.map((c) => [key(c), canonicalPlace(c)]));
const CITY_COUNTRY_BY_KEY = new Map(Object.entries(CITIES).map(([city, country]) => [key(city), country]));

/** A place's parts as people write them: "Berlin, Germany", "Remote (UK)", "Remote / Spain", "Remote – EU". */
export const placeParts = (location: string): string[] =>
  location.split(/[,;|/()]|\s[-–—]\s/).map((p) => p.trim()).filter(Boolean);

/** The country a place names: its last part if that is a country or a US state, else the country of a known city in it. */
export function countryOfPlace(location: string | null | undefined): string | undefined {
  if (!location) return undefined;
  const parts = placeParts(location);
  const last = parts.at(-1) ?? "";
  if (US_STATES.has(last)) return "United States";
  const country = COUNTRY_BY_KEY.get(key(last));
  if (country) return country;
  const given = new Set(parts.map(key));
  for (const [city, cityCountry] of CITY_COUNTRY_BY_KEY) if (given.has(city)) return cityCountry;
  return undefined;
}

export const currencyOfPlace = (location: string | null | undefined): string | undefined => {
  const country = countryOfPlace(location);
  return country ? COUNTRY_CURRENCY[country] : undefined;
};
