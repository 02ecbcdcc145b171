// German labels of the service's enumerated values (src-shared/api), by kind. values-en.ts has the
// same keys; tests/renderer/kit/value-labels.test.ts checks both against the shared enumerations.
export default {
  percentageClass: {
    very_low: 'sehr niedrig',
    low: 'niedrig',
    average: 'durchschnittlich',
    high: 'hoch',
    very_high: 'sehr hoch'
  },
  incomePerHouseholdClass: {
    below_1500: 'unter 1.500 € im Monat',
    '1500_to_2500': '1.500 bis 2.500 € im Monat',
    '2500_to_3500': '2.500 bis 3.500 € im Monat',
    '3500_to_4500': '3.500 bis 4.500 € im Monat',
    above_4500: 'über 4.500 € im Monat'
  },
  socialClass: {
    lower_class: 'Unterschicht',
    lower_middle_class: 'untere Mittelschicht',
    middle_class: 'Mittelschicht',
    upper_middle_class: 'obere Mittelschicht',
    upper_class: 'Oberschicht'
  },
  buildingDensityClass: {
    very_low: 'sehr gering',
    low: 'gering',
    average: 'durchschnittlich',
    high: 'hoch',
    very_high: 'sehr hoch'
  },
  dominantBuildingClass: {
    one_or_two_family_house: 'Ein- und Zweifamilienhäuser',
    apartment_building: 'Mehrfamilienhäuser',
    high_rise: 'Hochhäuser',
    business: 'Geschäfts- und Bürogebäude',
    special: 'Sonderbauten',
    unknown: 'unbekannt'
  },
  buildingYearClass: {
    below_1919: 'vor 1919',
    '1920_to_1949': '1920 bis 1949',
    '1950_to_1979': '1950 bis 1979',
    '1980_to_1989': '1980 bis 1989',
    '1990_to_1999': '1990 bis 1999',
    '2000_to_2009': '2000 bis 2009',
    '2010_to_2019': '2010 bis 2019',
    above_2020: 'ab 2020'
  },
  numberOfFloors: {
    one: '1 Geschoss',
    two: '2 Geschosse',
    three: '3 Geschosse',
    four: '4 Geschosse',
    five: '5 Geschosse',
    six: '6 Geschosse',
    seven: '7 Geschosse',
    eight: '8 Geschosse',
    nine_to_twelve: '9 bis 12 Geschosse',
    above_13: '13 und mehr Geschosse'
  },
  volumeLevel: {
    below_55: 'unter 55 dB(A)',
    '55_to_60': '55 bis 60 dB(A)',
    '60_to_65': '60 bis 65 dB(A)',
    '65_to_70': '65 bis 70 dB(A)',
    '70_to_75': '70 bis 75 dB(A)',
    above_75: 'über 75 dB(A)'
  },
  broadbandClass: {
    not_supplied: 'nicht versorgt',
    partially_supplied: 'teilweise versorgt',
    largely_supplied: 'größtenteils versorgt',
    mainly_supplied: 'überwiegend versorgt',
    supplied: 'versorgt'
  },
  developmentType: {
    apartment_stock: 'Wohnungen, Bestand',
    apartment_new: 'Wohnungen, Neubau',
    house_stock: 'Häuser, Bestand',
    house_new: 'Häuser, Neubau',
    apartment: 'Wohnungen',
    house: 'Häuser'
  },
  propertyType: { apartment: 'Wohnung', house: 'Haus', apartment_building: 'Mehrfamilienhaus', plot: 'Grundstück' },
  propertySubtype: {
    apartment_apartment: 'Etagenwohnung',
    apartment_ground_floor: 'Erdgeschosswohnung',
    apartment_attic: 'Dachgeschosswohnung',
    apartment_maisonette: 'Maisonette',
    apartment_penthouse: 'Penthouse',
    apartment_loft: 'Loft',
    house_one_family: 'Einfamilienhaus',
    house_two_family: 'Zweifamilienhaus',
    house_row: 'Reihenhaus',
    house_semi_detached: 'Doppelhaushälfte'
  },
  condition: { dilapidated: 'abbruchreif', bad: 'schlecht', moderate: 'mittel', good: 'gut', very_good: 'sehr gut' },
  quality: {
    very_simple: 'sehr einfach',
    simple: 'einfach',
    good: 'gut',
    upscale: 'gehoben',
    very_upscale: 'stark gehoben'
  },
  energyCertificateType: { consumption: 'Verbrauchsausweis', demand: 'Bedarfsausweis' },
  energySource: {
    gas: 'Gas',
    oil: 'Öl',
    district_heating: 'Fernwärme',
    electricity: 'Strom',
    heat_pump: 'Wärmepumpe',
    wood: 'Holz',
    pellets: 'Pellets',
    solar: 'Solarenergie',
    geothermal: 'Erdwärme',
    coal: 'Kohle',
    other: 'Sonstige'
  },
  heatingType: {
    gas: 'Gasheizung',
    oil: 'Ölheizung',
    floor: 'Fußbodenheizung',
    central: 'Zentralheizung',
    district: 'Fernwärme',
    electric: 'Elektroheizung',
    heat_pump: 'Wärmepumpe',
    stove: 'Ofenheizung',
    solar: 'Solarthermie',
    other: 'Sonstige'
  },
  // German words the service gives outside any enumeration (keys: serviceWordKey in value-labels.ts).
  levelDesignation: {
    Staat: 'Staat',
    Bundesland: 'Bundesland',
    Regierungsbezirk: 'Regierungsbezirk',
    KreisfreieStadt: 'Kreisfreie Stadt',
    Stadtkreis: 'Stadtkreis',
    Landkreis: 'Landkreis',
    Kreis: 'Kreis',
    Gemeinde: 'Gemeinde',
    Stadt: 'Stadt',
    Stadtteil: 'Stadtteil',
    Postleitzahlgebiet: 'Postleitzahlgebiet',
    Quartier: 'Quartier'
  },
  offerCondition: {
    Erstbezug: 'Erstbezug',
    ErstbezugnachSanierung: 'Erstbezug nach Sanierung',
    Neuwertig: 'Neuwertig',
    Saniert: 'Saniert',
    Modernisiert: 'Modernisiert',
    Vollstandigrenoviert: 'Vollständig renoviert',
    Gepflegt: 'Gepflegt',
    NachVereinbarung: 'Nach Vereinbarung',
    Renovierungsbedurftig: 'Renovierungsbedürftig',
    Abbruchreif: 'Abbruchreif'
  },
  objectType: {
    Etagenwohnung: 'Etagenwohnung',
    Erdgeschoss: 'Erdgeschoss',
    Dachgeschoss: 'Dachgeschoss',
    Maisonette: 'Maisonette',
    Penthouse: 'Penthouse',
    Loft: 'Loft',
    Apartment: 'Apartment',
    SonstigeWohnungen: 'Sonstige Wohnungen',
    Einfamilienhaus: 'Einfamilienhaus',
    Doppelhaushalfte: 'Doppelhaushälfte',
    Reihenhaus: 'Reihenhaus',
    SonstigeHauser: 'Sonstige Häuser'
  },
  imageType: {
    default: 'Standard',
    exterior: 'Außenansicht',
    interior: 'Innenansicht',
    floor_plan: 'Grundriss',
    other: 'Sonstiges'
  }
}
