import { deliveryManSpecs, reviewerNames, vehicleSpecs } from '../data/core';
import { daysAgo, tr, type SeedContext } from '../helpers';
import type { SeedRows } from '../rows';

const DM_COMMENTS = [
  'Very polite and on time.',
  'Called before arriving, great service.',
  'Fast and careful with the order.',
];

/** Vehicle types and their coverage charges. */
export function buildVehicles(): SeedRows['vehicles'] {
  return vehicleSpecs.map((v, i) => ({
    id: i + 1,
    type: v.type[0],
    starting_coverage_area: v.from,
    maximum_coverage_area: v.to,
    extra_charges: v.extra,
    translations: tr({ type: v.type }),
  }));
}

/** The delivery men, each with a 5-star and a 4-star review from a random customer. */
export function buildDeliveryMen(ctx: SeedContext): Pick<SeedRows, 'deliveryMen' | 'dmReviews'> {
  const { now, rng } = ctx;
  const out: Pick<SeedRows, 'deliveryMen' | 'dmReviews'> = { deliveryMen: [], dmReviews: [] };
  deliveryManSpecs.forEach((d, i) => {
    const id = i + 1;
    out.deliveryMen.push({
      id,
      f_name: d.f,
      l_name: d.l,
      phone: d.phone,
      email: `${d.f.toLowerCase()}@riders.atlasmart.test`,
      image: `${d.f.toLowerCase()}-${d.l.toLowerCase().replace(/\s+/g, '-')}.svg`,
      zone_id: d.zone,
      vehicle_id: 1,
      lat: d.lat,
      lng: d.lng,
      location: d.location,
      avg_rating: d.rating,
      rating_count: d.count,
      created_at: daysAgo(now, 200 - i * 30),
    });
    for (let r = 0; r < 2; r++) {
      const star = r === 0 ? 5 : 4;
      out.dmReviews.push({
        delivery_man_id: id,
        customer_name: rng.pick(reviewerNames),
        comment: rng.pick(DM_COMMENTS),
        rating: star,
        created_at: daysAgo(now, rng.int(2, 40)),
      });
    }
  });
  return out;
}
