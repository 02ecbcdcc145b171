// v2 locations: address-level (level 20) and region-level (levels 2..100) data.
import { Type, type Static, type TProperties } from '@sinclair/typebox'
import {
  AgeGroup,
  Chart,
  Currency,
  Division,
  Household,
  Location,
  Meta,
  PercentageClass,
  PointOfInterest,
  Score
} from './common'
export {
  IncomePerHouseholdClasses,
  SocialClasses,
  BuildingDensityClasses,
  DominantBuildingClasses,
  BuildingYearClasses,
  NumberOfFloorsClasses,
  VolumeLevels,
  BroadbandClasses
} from './enums'

export const LocationRequest = Type.Object({ location: Location })
export type LocationRequest = Static<typeof LocationRequest>

const Scored = <T extends TProperties>(fields: T) => Type.Object({ score: Score, ...fields })

export const AddressesResponse = Type.Object({
  divisionLevel20: Division,
  currency: Currency,
  location: Location,
  scores: Type.Object({
    overall: Score,
    socialStructure: Score,
    infrastructure: Score,
    rentPrice: Score,
    qualityOfLife: Score,
    // Older service versions sent these; accepted, never required.
    dominantPopulationGroups: Type.Optional(Type.Unknown()),
    dominantBuildingType: Type.Optional(Type.Unknown())
  }),
  rentDevelopment: Chart,
  salePriceDevelopment: Chart,
  rentMarketDurations: Chart,
  saleMarketDurations: Chart,
  investmentRisk: Type.Object({
    priceFactor: Type.Object({ new: Type.Number(), stock: Type.Number() }),
    vacancyRate: Type.Number()
  }),
  socialStructure: Type.Object({
    incomePerHouseholdClass: Type.String(),
    averageSocialClass: Type.String(),
    unemploymentRate: PercentageClass,
    migrants: PercentageClass,
    rentalBurden: PercentageClass,
    purchasingPower: Type.Object({ value: Type.Number(), class: Type.String() })
  }),
  ageGroup: AgeGroup,
  household: Household,
  qualityOfLife: Type.Object({ overall: Score, environment: Score, infrastructure: Score, neighborhood: Score }),
  buildingStructure: Type.Object({
    buildingDensityClass: Type.String(),
    dominantBuildingClass: Type.String(),
    // The spec's example spells it without the final s; a robust reader takes either.
    dominantBuildingYearClasses: Type.Optional(Type.Array(Type.String())),
    dominantBuildingYearClass: Type.Optional(Type.Array(Type.String())),
    dominantNumberOfFloors: Type.Array(Type.String())
  }),
  infrastructure: Type.Object({
    dailyNeeds: Scored({
      nextSupermarket: PointOfInterest,
      nextBakery: PointOfInterest,
      nextRestaurant: PointOfInterest,
      nextShoppingCenter: PointOfInterest
    }),
    transport: Scored({
      nextBusStop: PointOfInterest,
      nextTrainStation: PointOfInterest,
      nextAirport: PointOfInterest,
      nextChargingStation: PointOfInterest
    }),
    education: Scored({
      nextChildDayCare: PointOfInterest,
      nextPrimarySchool: PointOfInterest,
      nextHighSchool: PointOfInterest,
      nextGrammarSchool: PointOfInterest,
      nextUniversity: PointOfInterest
    }),
    healthAndSport: Scored({
      recreationAndNaturePercentage: Type.Number(),
      nextFamilyDoctor: PointOfInterest,
      nextHospital: PointOfInterest,
      nextPharmacy: PointOfInterest,
      nextPlayground: PointOfInterest,
      nextSportFacility: PointOfInterest
    }),
    emergencyServices: Scored({ nextFireStation: PointOfInterest, nextPoliceStation: PointOfInterest }),
    noisePollution: Scored({
      roadLevel: Type.String(),
      trainLevel: Type.String(),
      airportLevel: Type.String(),
      industryLevel: Type.String()
    })
  }),
  meta: Meta
})
export type AddressesResponse = Static<typeof AddressesResponse>

export const RegionsResponse = Type.Object({
  divisionLevel2: Division,
  divisionLevel4: Division,
  divisionLevel6: Division,
  divisionLevel8: Division,
  divisionLevel100: Division,
  currency: Currency,
  population: Type.Integer(),
  numberOfApartments: Type.Integer(),
  broadbandAvailability: PercentageClass,
  futurePotential: Score,
  rentalLaw: Type.Object({
    divisionLevel: Type.String(),
    rentIndexUrl: Type.Union([Type.String(), Type.Null()]),
    hasRentIndex: Type.Boolean(),
    hasRentCap: Type.Boolean(),
    hasRentControl: Type.Boolean()
  }),
  ageGroup: AgeGroup,
  household: Household,
  populationDevelopment: Chart,
  populationForecast: Chart,
  ageDistribution: Chart,
  populationDevelopmentByAge: Chart,
  migrationBalance: Chart,
  // The spec's field table names it apartmentConstructions; a robust reader takes either.
  constructionCompletions: Type.Optional(Chart),
  apartmentConstructions: Type.Optional(Chart),
  unemploymentRates: Chart,
  immigrantRates: Chart,
  availableIncome: Chart,
  incomeDevelopment: Chart,
  apartmentUsageDistribution: Chart,
  apartmentOwnerDistribution: Chart,
  apartmentByLivingAreaDistribution: Chart,
  meta: Meta
})
export type RegionsResponse = Static<typeof RegionsResponse>
