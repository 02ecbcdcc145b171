// The v2 address answer (AddressesResponse in src-shared/api/v2-locations.ts), without meta.
import type { GeoPoint } from '../geo/types'
import type { AddressesResponse } from '@shared/api'
import { buildingStructure } from './building'
import {
  ageGroup,
  household,
  householdIncome,
  incomeClass,
  migrantPercent,
  NATIONAL,
  purchasingPowerClass,
  relativeClass,
  socialClass
} from './demographics'
import type { Locations } from './types'
import { marketCharts, priceFactors } from './market-charts'
import { volumeLevel } from './poi'
import { placeFigures } from './place-figures'
import { round } from './seed'
import { toChart } from './series'

export type AddressesBody = Omit<AddressesResponse, 'meta'>

export function buildAddresses(l: Locations, point: GeoPoint): AddressesBody {
  const {
    profile: p,
    traits: t,
    infra,
    scores,
    unemployment,
    rentalBurden: burden,
    purchasingPower,
    vacancy
  } = placeFigures(l, point)
  const charts = marketCharts(l, point)
  const migrants = migrantPercent(t)
  const power = round(purchasingPower, 1)
  const poi = infra.pois
  return {
    divisionLevel20: l.division(point, 'divisionLevel20'),
    currency: 'EUR',
    location: {
      address: {
        street: point.street ?? undefined,
        houseNumber: point.houseNumber ?? undefined,
        postCode: point.postCode,
        city: point.city
      },
      coordinates: { latitude: point.lat, longitude: point.lon }
    },
    scores: {
      overall: scores.overall,
      socialStructure: scores.socialStructure,
      infrastructure: scores.infrastructure,
      rentPrice: scores.rentPrice,
      qualityOfLife: scores.qualityOfLife
    },
    rentDevelopment: toChart(charts.rentDevelopment),
    salePriceDevelopment: toChart(charts.salePriceDevelopment),
    rentMarketDurations: toChart(charts.rentMarketDurations),
    saleMarketDurations: toChart(charts.saleMarketDurations),
    investmentRisk: {
      priceFactor: priceFactors(l, point),
      vacancyRate: vacancy
    },
    socialStructure: {
      incomePerHouseholdClass: incomeClass(householdIncome(t)),
      averageSocialClass: socialClass(t.incomeIndex),
      unemploymentRate: { value: unemployment, class: relativeClass(unemployment / NATIONAL.unemployment) },
      migrants: { value: migrants, class: relativeClass(migrants / NATIONAL.migrants) },
      rentalBurden: { value: burden, class: relativeClass(burden / NATIONAL.rentalBurden) },
      purchasingPower: { value: power, class: purchasingPowerClass(power) }
    },
    ageGroup: ageGroup(t),
    household: household(t),
    qualityOfLife: scores.quality,
    buildingStructure: buildingStructure(p),
    infrastructure: {
      dailyNeeds: {
        score: infra.scores.dailyNeeds,
        nextSupermarket: poi.supermarket,
        nextBakery: poi.bakery,
        nextRestaurant: poi.restaurant,
        nextShoppingCenter: poi.shoppingCenter
      },
      transport: {
        score: infra.scores.transport,
        nextBusStop: poi.busStop,
        nextTrainStation: poi.trainStation,
        nextAirport: poi.airport,
        nextChargingStation: poi.chargingStation
      },
      education: {
        score: infra.scores.education,
        nextChildDayCare: poi.childDayCare,
        nextPrimarySchool: poi.primarySchool,
        nextHighSchool: poi.highSchool,
        nextGrammarSchool: poi.grammarSchool,
        nextUniversity: poi.university
      },
      healthAndSport: {
        score: infra.scores.healthAndSport,
        recreationAndNaturePercentage: infra.greenPercent,
        nextFamilyDoctor: poi.familyDoctor,
        nextHospital: poi.hospital,
        nextPharmacy: poi.pharmacy,
        nextPlayground: poi.playground,
        nextSportFacility: poi.sportFacility
      },
      emergencyServices: {
        score: infra.scores.emergencyServices,
        nextFireStation: poi.fireStation,
        nextPoliceStation: poi.policeStation
      },
      noisePollution: {
        score: infra.scores.noise,
        roadLevel: volumeLevel(infra.noise.road),
        trainLevel: volumeLevel(infra.noise.train),
        airportLevel: volumeLevel(infra.noise.airport),
        industryLevel: volumeLevel(infra.noise.industry)
      }
    }
  }
}
