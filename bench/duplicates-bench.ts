/**
 * `npm run bench:duplicates`: the likely duplicates finder (src/domain/duplicate-candidates.ts) over
 * 10,000 synthetic studios in 60 cities, with planted duplicates (alike names in the same city or a
 * few hundred metres apart, shared website domains, shared emails). Pure: no database. Prints the
 * time and writes docs/performance.md's section.
 */
import os from 'node:os';
import { type DuplicateSubject, findDuplicatePairs } from '../src/domain/duplicate-candidates';
import { writePerformanceSection } from './support/performance-doc';

const STUDIOS = 10_000;
const CITIES = 60;
const RUNS = 5;
const WORDS = ['volume', 'nova', 'lumen', 'pixel', 'horizon', 'orbit', 'prism', 'vertex', 'aurora', 'delta'];

function synthetic(): DuplicateSubject[] {
  const subjects: DuplicateSubject[] = [];
  for (let i = 0; i < STUDIOS; i++) {
    const planted = i % 50 === 49; // every 50th studio is a near copy of the one before
    const base = planted ? i - 1 : i;
    const city = base % CITIES;
    const word = WORDS[base % WORDS.length]!;
    const name = `${word} ${base.toString(36)}${(base * 7919).toString(36)}${planted ? ' Studios' : ''}`;
    subjects.push({
      id: i + 1,
      name,
      city: `City ${city}`,
      country: 'Testland',
      latitude: 40 + city * 0.3 + (base % 97) * 0.001 + (planted ? 0.002 : 0),
      longitude: 10 + city * 0.3 + (base % 89) * 0.001,
      website:
        i % 333 === 0
          ? 'https://www.shared-domain.example/'
          : `https://s${i}.example.com/`.replace('.example.com', `-${i}.example`),
      email: i % 500 === 1 ? 'booking@shared.example' : `hello${i}@studio${i}.example`,
    });
  }
  return subjects;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function main(): void {
  const subjects = synthetic();
  const times: number[] = [];
  let pairs = 0;
  let planted = 0;
  findDuplicatePairs(subjects); // warm-up
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    const found = findDuplicatePairs(subjects);
    pairs = found.length;
    planted = found.filter((p) => p.b % 50 === 0 && p.a === p.b - 1).length;
    times.push(performance.now() - start);
  }
  const ms = times.map((t) => Math.round(t));
  console.info(
    `findDuplicatePairs over ${STUDIOS.toLocaleString('en-US')} studios: median ${median(ms)} ms (runs ${ms.join(', ')}), ${pairs} pairs, ${planted} of ${STUDIOS / 50} planted alike names found`,
  );
  const date = new Date().toISOString().slice(0, 10);
  writePerformanceSection(
    'Likely duplicates (bench:duplicates)',
    `Measured ${date} (${os.availableParallelism()} cores, load average ${os.loadavg()[0]!.toFixed(1)} while it ran, Node ${process.version}): the pure finder of product.md §20
(src/domain/duplicate-candidates.ts) over ${STUDIOS.toLocaleString('en-US')} synthetic studios in ${CITIES} cities, with
planted alike names, shared website domains and shared emails; ${RUNS} runs after a warm-up. Blocking (word prefix and
place, ~2 km grid cell, domain, email) keeps it far from comparing all ${((STUDIOS * (STUDIOS - 1)) / 2).toLocaleString('en-US')} pairs.

| studios | pairs found | planted alike names found | median ms | runs ms |
|---|---|---|---|---|
| ${STUDIOS.toLocaleString('en-US')} | ${pairs} | ${planted} of ${STUDIOS / 50} | ${median(ms)} | ${ms.join(', ')} |

GET /api/duplicates/ runs it over the studio store on each call. Run it with \`npm run bench:duplicates\`.`,
  );
}

main();
