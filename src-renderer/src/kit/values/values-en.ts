// English labels of the service's enumerated values (src-shared/api), by kind; same keys as values-de.ts.
export default {
  percentageClass: { very_low: 'very low', low: 'low', average: 'average', high: 'high', very_high: 'very high' },
  incomePerHouseholdClass: {
    below_1500: 'below €1,500 a month',
    '1500_to_2500': '€1,500 to €2,500 a month',
    '2500_to_3500': '€2,500 to €3,500 a month',
    '3500_to_4500': '€3,500 to €4,500 a month',
    above_4500: 'above €4,500 a month'
  },
  socialClass: {
    lower_class: 'lower class',
    lower_middle_class: 'lower middle class',
    middle_class: 'middle class',
    upper_middle_class: 'upper middle class',
    upper_class: 'upper class'
  },
  buildingDensityClass: {
    very_low: 'very sparse',
    low: 'sparse',
    average: 'average',
    high: 'dense',
    very_high: 'very dense'
  },
  dominantBuildingClass: {
    one_or_two_family_house: 'one- and two-family houses',
    apartment_building: 'apartment buildings',
    high_rise: 'high-rise buildings',
    business: 'commercial and office buildings',
    special: 'special-purpose buildings',
    unknown: 'unknown'
  },
  buildingYearClass: {
    below_1919: 'before 1919',
    '1920_to_1949': '1920 to 1949',
    '1950_to_1979': '1950 to 1979',
    '1980_to_1989': '1980 to 1989',
    '1990_to_1999': '1990 to 1999',
    '2000_to_2009': '2000 to 2009',
    '2010_to_2019': '2010 to 2019',
    above_2020: '2020 and later'
  },
  numberOfFloors: {
    one: '1 storey',
    two: '2 storeys',
    three: '3 storeys',
    four: '4 storeys',
    five: '5 storeys',
    six: '6 storeys',
    seven: '7 storeys',
    eight: '8 storeys',
    nine_to_twelve: '9 to 12 storeys',
    above_13: '13 storeys or more'
  },
  volumeLevel: {
    below_55: 'below 55 dB(A)',
    '55_to_60': '55 to 60 dB(A)',
    '60_to_65': '60 to 65 dB(A)',
    '65_to_70': '65 to 70 dB(A)',
    '70_to_75': '70 to 75 dB(A)',
    above_75: 'above 75 dB(A)'
  },
  broadbandClass: {
    not_supplied: 'not supplied',
    partially_supplied: 'partially supplied',
    largely_supplied: 'largely supplied',
    mainly_supplied: 'mainly supplied',
    supplied: 'supplied'
  },
  developmentType: {
    apartment_stock: 'apartments, existing',
    apartment_new: 'apartments, new build',
    house_stock: 'houses, existing',
    house_new: 'houses, new build',
    apartment: 'apartments',
    house: 'houses'
  },
  propertyType: { apartment: 'Apartment', house: 'House', apartment_building: 'Apartment building', plot: 'Plot' },
  propertySubtype: {
    apartment_apartment: 'Apartment',
    apartment_ground_floor: 'Ground-floor apartment',
    apartment_attic: 'Attic apartment',
    apartment_maisonette: 'Maisonette',
    apartment_penthouse: 'Penthouse',
    apartment_loft: 'Loft',
    house_one_family: 'One-family house',
    house_two_family: 'Two-family house',
    house_row: 'Terraced house',
    house_semi_detached: 'Semi-detached house'
  },
  condition: { dilapidated: 'dilapidated', bad: 'bad', moderate: 'moderate', good: 'good', very_good: 'very good' },
  quality: {
    very_simple: 'very simple',
    simple: 'simple',
    good: 'good',
    upscale: 'upscale',
    very_upscale: 'very upscale'
  },
  energyCertificateType: { consumption: 'Consumption certificate', demand: 'Demand certificate' },
  energySource: {
    gas: 'Gas',
    oil: 'Oil',
    district_heating: 'District heating',
    electricity: 'Electricity',
    heat_pump: 'Heat pump',
    wood: 'Wood',
    pellets: 'Pellets',
    solar: 'Solar',
    geothermal: 'Geothermal',
    coal: 'Coal',
    other: 'Other'
  },
  heatingType: {
    gas: 'Gas heating',
    oil: 'Oil heating',
    floor: 'Underfloor heating',
    central: 'Central heating',
    district: 'District heating',
    electric: 'Electric heating',
    heat_pump: 'Heat pump',
    stove: 'Stove heating',
    solar: 'Solar thermal',
    other: 'Other'
  },
  // German words the service gives outside any enumeration (keys: serviceWordKey in value-labels.ts).
  levelDesignation: {
    Staat: 'Country',
    Bundesland: 'Federal state',
    Regierungsbezirk: 'Administrative region',
    KreisfreieStadt: 'District-free city',
    Stadtkreis: 'Urban district',
    Landkreis: 'Rural district',
    Kreis: 'District',
    Gemeinde: 'Municipality',
    Stadt: 'City',
    Stadtteil: 'City district',
    Postleitzahlgebiet: 'Postal code area',
    Quartier: 'Quarter'
  },
  offerCondition: {
    Erstbezug: 'First occupancy',
    ErstbezugnachSanierung: 'First occupancy after refurbishment',
    Neuwertig: 'As new',
    Saniert: 'Refurbished',
    Modernisiert: 'Modernised',
    Vollstandigrenoviert: 'Fully renovated',
    Gepflegt: 'Well kept',
    NachVereinbarung: 'By arrangement',
    Renovierungsbedurftig: 'In need of renovation',
    Abbruchreif: 'Ready for demolition'
  },
  objectType: {
    Etagenwohnung: 'Flat on an upper floor',
    Erdgeschoss: 'Ground-floor flat',
    Dachgeschoss: 'Attic flat',
    Maisonette: 'Maisonette',
    Penthouse: 'Penthouse',
    Loft: 'Loft',
    Apartment: 'Apartment',
    SonstigeWohnungen: 'Other flats',
    Einfamilienhaus: 'Detached house',
    Doppelhaushalfte: 'Semi-detached house',
    Reihenhaus: 'Terraced house',
    SonstigeHauser: 'Other houses'
  },
  imageType: {
    default: 'Default',
    exterior: 'Exterior',
    interior: 'Interior',
    floor_plan: 'Floor plan',
    other: 'Other'
  }
}
