// The ten city-centre addresses the report benches search, one per large German city.
export const BENCH_ADDRESSES = [
  'Marienplatz 1, 80331 München',
  'Unter den Linden 1, 10117 Berlin',
  'Rathausmarkt 1, 20095 Hamburg',
  'Römerberg 1, 60311 Frankfurt am Main',
  'Domkloster 4, 50667 Köln',
  'Marktplatz 1, 70173 Stuttgart',
  'Markt 1, 04109 Leipzig',
  'Altmarkt 1, 01067 Dresden',
  'Hauptmarkt 1, 90403 Nürnberg',
  'Am Markt 1, 28195 Bremen'
] as const
