import type { Term, TermGroups } from "./tsquery";
import { inTitleWeight, SimilarityQuery, sortItems, tsRank, type Positions, type WordRules } from "./rank";
import { placeMatcher } from "./place-match";

/**
 * The open jobs, held in memory in the order the lists show them (updated_at desc, id desc),
 * with an inverted index of their search lexemes and their filter columns, so that any
 * combination of text and filters is answered by one walk newest first that tests a byte per
 * job (README "Design → The open-jobs index"). Postgres stays the truth: this is filled and
 * kept current from it (feed.ts), it only picks ids; the rows, the rank and the logos are read
 * from the database.
 *
 * Layout: a job is a slot (typed columns). Slots 0 … ordered − 1 are in list order, so the walk
 * reads the columns front to back (random access into 700,000 rows costs about ten times more,
 * measured); a changed job gets a new slot at the end (`recent`, kept sorted) and its old one is
 * marked dead. When the recent slots are many, or the dead ones a quarter, every column and
 * posting is renumbered into list order again. Postings list, per lexeme, the slots that hold it.
 */
export type IndexedJob = {
  id: number;
  /** updated_at in microseconds since the epoch. */
  micros: number;
  workplace: string | null;
  employment: string | null;
  level: string | null;
  salaryCurrency: string | null;
  salaryMaxYearly: number | null;
  /** The folded location (jobs.location_key). */
  locationKey: string | null;
  /** The search vector's lexemes, in the vector's order (Postgres sorts them by bytes). */
  lexemes: string[];
  /** Each lexeme's positions, packed (rank.ts packPosition); absent: none (the rank then counts each once). */
  positions?: number[][];
  /** The title (the rank's closeness compares it with the typed text). */
  title?: string;
};

export type IndexChange = { id: number; job: IndexedJob | null };

export type IndexQuery = {
  /** null: no text. */
  text: TermGroups | null;
  workplace?: string;
  employment?: string;
  level?: string;
  /** Folded like jobs.location_key (fold_place); matched by placeMatcher (anywhere in it, or any name of the same place). */
  location?: string;
  salary?: { currency: string; min: number };
  /** updated_at ≥ fromMicros and < toMicros. */
  fromMicros?: number;
  toMicros?: number;
  /** Keyset: only jobs strictly after this one in list order. */
  after?: { micros: number; id: number };
};

export type IndexPage = {
  /** The ids of the matches offset … offset + limit − 1, newest first. */
  ids: number[];
  /** The number of matches, counted up to cap + 1. */
  total: number;
};

/** A column that grows by doubling. */
class Column<T extends Int32Array | Float64Array | Uint8Array | Uint16Array> {
  constructor(
    public data: T,
    private readonly make: (n: number) => T,
  ) {}
  ensure(n: number) {
    if (n <= this.data.length) return;
    const next = this.make(Math.max(n, this.data.length * 2, 1024));
    next.set(this.data);
    this.data = next;
  }
}

const int32 = (n: number) => new Int32Array(n);
const float64 = (n: number) => new Float64Array(n);
const uint8 = (n: number) => new Uint8Array(n);
const uint16 = (n: number) => new Uint16Array(n);

/** Small dictionaries (facet values, currencies, places): code 0 is "none". */
class Codes {
  readonly values: string[] = [""];
  private readonly codes = new Map<string, number>();
  code(value: string | null): number {
    if (value === null) return 0;
    let c = this.codes.get(value);
    if (c === undefined) {
      c = this.values.length;
      this.values.push(value);
      this.codes.set(value, c);
    }
    return c;
  }
  find(value: string): number {
    return this.codes.get(value) ?? -1;
  }
}

const NO_SLOTS = new Int32Array(0);

/** Per value of a column (by code), its slots in ascending order: list order, then the recent ones. */
class SlotLists {
  private lists: { data: Int32Array; length: number }[] = [];
  add(code: number, slot: number) {
    if (!code) return;
    const list = (this.lists[code] ??= { data: new Int32Array(16), length: 0 });
    if (list.length === list.data.length) {
      const grown = new Int32Array(list.length * 2);
      grown.set(list.data);
      list.data = grown;
    }
    list.data[list.length++] = slot;
  }
  get(code: number): Int32Array {
    const list = this.lists[code];
    return list ? list.data.subarray(0, list.length) : NO_SLOTS;
  }
  clear() {
    this.lists = [];
  }
}

/**
 * When the recent jobs join the list order, when dead slots are dropped, below which share of the
 * slots (1 / sparse) a text's matches are collected instead of marked, and how many slots in list
 * order are marked first (then twice as many, as the walk needs them; tests vary them all).
 */
export type IndexTuning = { recentMax: number; deadMin: number; sparse: number; markChunk: number };
const TUNING: IndexTuning = { recentMax: 4096, deadMin: 1024, sparse: 16, markChunk: 32_768 };

/** A text's marks so far: the slots below `to` in list order, and every recent one. */
type Marking = { lists: number[][]; to: number };

export class OpenJobsIndex {
  constructor(private readonly tuning: IndexTuning = TUNING) {}

  private slots = 0;
  private dead = 0;
  private readonly ids = new Column(int32(0), int32);
  private readonly micros = new Column(float64(0), float64);
  private readonly alive = new Column(uint8(0), uint8);
  private readonly workplace = new Column(uint8(0), uint8);
  private readonly employment = new Column(uint8(0), uint8);
  private readonly level = new Column(uint8(0), uint8);
  private readonly currency = new Column(uint8(0), uint8);
  private readonly salaryMax = new Column(float64(0), float64);
  private readonly place = new Column(int32(0), int32);
  /** Scratch for one query's text match (a query runs synchronously: one at a time). */
  private readonly mark = new Column(uint8(0), uint8);
  /** The live slot of each job id (−1 when none), indexed by id. */
  private readonly slotOf = new Column(int32(0), int32);
  /**
   * Each slot's search vector, for the rank: a run of `vector` from vectorAt (vectorLength
   * units), one entry per lexeme in the vector's order: the lexeme id (two units, low first),
   * the number of positions, the positions (rank.ts packPosition).
   */
  private readonly vectorAt = new Column(float64(0), float64);
  private readonly vectorLength = new Column(int32(0), int32);
  private readonly vector = new Column(uint16(0), uint16);
  private vectorEnd = 0;
  private titles: string[] = [];
  /** How the database's pg_trgm splits and folds words (its LC_CTYPE; set by the feed). */
  wordRules: WordRules = "unicode";

  private readonly facetCodes = new Codes();
  /** The slots of each facet value, currency and place: a filter's own list, walked instead of every slot when shorter. */
  private readonly facetSlots = new SlotLists();
  private readonly currencySlots = new SlotLists();
  private readonly placeSlots = new SlotLists();
  /** Live jobs per facet code and per currency code, and the highest yearly salary ever held per currency. */
  private readonly facetLive = new Map<number, number>();
  private readonly currencyLive = new Map<number, number>();
  private readonly highestSalary = new Map<number, number>();
  private readonly currencies = new Codes();
  private readonly places = new Codes();

  private readonly lexemeIds = new Map<string, number>();
  private readonly lexemes: string[] = [];
  private postings: Int32Array[] = [];
  private postingLength: number[] = [];
  /** Lexeme ids in lexeme order, for prefix lookups; null when it must be sorted again. */
  private sortedLexemes: number[] | null = [];

  /** Slots 0 … ordered − 1 are live or dead jobs in list order; later ones are in `recent`. */
  private ordered = 0;
  private recent: number[] = [];

  /** How many jobs it holds. */
  get size(): number {
    return this.slots - this.dead;
  }

  /** Adds or replaces each job (by id), or removes it (`job: null`: deleted, or no longer Open). */
  apply(changes: IndexChange[]): void {
    for (const { id, job } of changes) {
      this.kill(id);
      if (job) this.recent.push(this.append(job));
    }
    if (this.recent.length > 1) this.recent.sort((a, b) => this.compare(a, b));
    if ((this.dead > this.tuning.deadMin && this.dead * 4 > this.slots) || this.recent.length > this.tuning.recentMax) this.renumber();
  }

  /** Fills an empty index in one go (the first load): sorted once at the end. */
  load(jobs: Iterable<IndexedJob>): void {
    for (const job of jobs) {
      this.kill(job.id);
      this.recent.push(this.append(job));
    }
  }

  /** Ends a load: the loaded jobs join the list order. */
  settle(): void {
    this.recent.sort((a, b) => this.compare(a, b));
    this.renumber();
  }

  private kill(id: number) {
    const slot = (this.slotOf.data[id] ?? 0) - 1;
    if (slot < 0) return;
    this.alive.data[slot] = 0;
    this.slotOf.data[id] = 0;
    this.dead++;
    this.count(slot, -1);
  }

  private append(job: IndexedJob): number {
    const s = this.slots++;
    for (const c of this.slotColumns()) c.ensure(this.slots);
    this.mark.ensure(this.slots);
    this.slotOf.ensure(job.id + 1);
    this.slotOf.data[job.id] = s + 1;
    this.ids.data[s] = job.id;
    this.micros.data[s] = job.micros;
    this.alive.data[s] = 1;
    this.workplace.data[s] = this.facetCodes.code(job.workplace);
    this.employment.data[s] = this.facetCodes.code(job.employment);
    this.level.data[s] = this.facetCodes.code(job.level);
    this.currency.data[s] = this.currencies.code(job.salaryCurrency);
    this.salaryMax.data[s] = job.salaryMaxYearly ?? Number.NaN;
    this.place.data[s] = this.places.code(job.locationKey);
    for (const lexeme of new Set(job.lexemes)) this.post(this.lexemeId(lexeme), s);
    this.storeVector(s, job);
    this.titles[s] = job.title ?? "";
    this.listSlot(s);
    this.count(s, 1);
    const c = this.currency.data[s]!;
    if (c && job.salaryMaxYearly !== null) this.highestSalary.set(c, Math.max(this.highestSalary.get(c) ?? -Infinity, job.salaryMaxYearly));
    return s;
  }

  /** Every per-slot typed column (renumbered together). */
  private slotColumns(): Column<Int32Array | Float64Array | Uint8Array>[] {
    return [this.ids, this.micros, this.alive, this.workplace, this.employment, this.level, this.currency, this.salaryMax, this.place, this.vectorAt, this.vectorLength];
  }

  private storeVector(s: number, job: IndexedJob) {
    const units = job.lexemes.reduce((n, _, i) => n + 3 + (job.positions?.[i]?.length ?? 0), 0);
    this.vector.ensure(this.vectorEnd + units);
    const v = this.vector.data;
    let at = (this.vectorAt.data[s] = this.vectorEnd);
    this.vectorLength.data[s] = units;
    job.lexemes.forEach((lexeme, i) => {
      const id = this.lexemeIds.get(lexeme)!;
      const positions = job.positions?.[i] ?? [];
      v[at] = id & 0xffff; // read back by lexemeAt
      v[at + 1] = id >>> 16;
      v[at + 2] = positions.length;
      v.set(positions, at + 3);
      at += 3 + positions.length;
    });
    this.vectorEnd = at;
  }

  private listSlot(s: number) {
    this.facetSlots.add(this.workplace.data[s]!, s);
    this.facetSlots.add(this.employment.data[s]!, s);
    this.facetSlots.add(this.level.data[s]!, s);
    this.currencySlots.add(this.currency.data[s]!, s);
    this.placeSlots.add(this.place.data[s]!, s);
  }

  private count(slot: number, by: 1 | -1) {
    for (const code of [this.workplace.data[slot]!, this.employment.data[slot]!, this.level.data[slot]!]) {
      if (code) this.facetLive.set(code, (this.facetLive.get(code) ?? 0) + by);
    }
    const c = this.currency.data[slot]!;
    if (c) this.currencyLive.set(c, (this.currencyLive.get(c) ?? 0) + by);
  }

  private lexemeId(lexeme: string): number {
    let id = this.lexemeIds.get(lexeme);
    if (id === undefined) {
      id = this.lexemes.length;
      this.lexemes.push(lexeme);
      this.lexemeIds.set(lexeme, id);
      this.postings.push(new Int32Array(4));
      this.postingLength.push(0);
      this.sortedLexemes = null;
    }
    return id;
  }

  private post(lexeme: number, slot: number) {
    let list = this.postings[lexeme]!;
    const n = this.postingLength[lexeme]!;
    if (n === list.length) {
      const grown = new Int32Array(n * 2);
      grown.set(list);
      this.postings[lexeme] = list = grown;
    }
    list[n] = slot;
    this.postingLength[lexeme] = n + 1;
  }

  /** List order: newer first, then the higher id. Negative when slot a comes first. */
  private compare(a: number, b: number): number {
    const m = this.micros.data;
    return m[b]! - m[a]! || this.ids.data[b]! - this.ids.data[a]!;
  }

  /** The live slots in list order: the ordered ones merged with the recent ones. */
  private listOrder(): Int32Array {
    const { recent, ordered } = this;
    const alive = this.alive.data;
    const out = new Int32Array(this.size);
    let i = 0;
    let r = 0;
    let o = 0;
    while (i < ordered || r < recent.length) {
      const s = r < recent.length && (i >= ordered || this.compare(recent[r]!, i) < 0) ? recent[r++]! : i++;
      if (alive[s]) out[o++] = s;
    }
    return out;
  }

  /** Renumbers every slot into list order, dropping dead ones: columns, postings and ids. */
  private renumber() {
    const order = this.listOrder();
    const to = new Int32Array(this.slots).fill(-1);
    order.forEach((from, k) => (to[from] = k));
    for (const c of this.slotColumns()) {
      const old = c.data.slice(0, this.slots);
      for (let k = 0; k < order.length; k++) c.data[k] = old[order[k]!]!;
    }
    this.titles = Array.from(order, (from) => this.titles[from]!);
    this.compactVectors(order.length);
    // The postings again, from the vectors in slot order: each list ascending, so a text's matches
    // can be marked a range of slots at a time (new slots, appended after, keep it ascending).
    this.postingLength.fill(0);
    const v = this.vector.data;
    for (let k = 0; k < order.length; k++) {
      const end = this.vectorAt.data[k]! + this.vectorLength.data[k]!;
      for (let at = this.vectorAt.data[k]!; at < end; at += 3 + v[at + 2]!) this.post(lexemeAt(v, at), k);
    }
    const slotOf = this.slotOf.data;
    for (let id = 0; id < slotOf.length; id++) if (slotOf[id]) slotOf[id] = to[slotOf[id]! - 1]! + 1;
    for (const lists of [this.facetSlots, this.currencySlots, this.placeSlots]) lists.clear();
    for (let k = 0; k < order.length; k++) this.listSlot(k);
    this.slots = this.ordered = order.length;
    this.recent = [];
    this.dead = 0;
  }

  /** Copies the live slots' vectors (already renumbered) into a new store in slot order, dropping the dead ones'. */
  private compactVectors(slots: number) {
    const [at, length] = [this.vectorAt.data, this.vectorLength.data];
    let units = 0;
    for (let k = 0; k < slots; k++) units += length[k]!;
    const old = this.vector.data;
    const next = new Uint16Array(units);
    let end = 0;
    for (let k = 0; k < slots; k++) {
      next.set(old.subarray(at[k]!, at[k]! + length[k]!), end);
      at[k] = end;
      end += length[k]!;
    }
    this.vector.data = next;
    this.vectorEnd = end;
  }

  /** The lexeme ids a term matches: itself, or every lexeme it begins. */
  private lexemesOf(term: Term): number[] {
    if (!term.prefix) {
      const id = this.lexemeIds.get(term.lexeme);
      return id === undefined ? [] : [id];
    }
    const sorted = (this.sortedLexemes ??= this.lexemes.map((_, i) => i).sort((a, b) => (this.lexemes[a]! < this.lexemes[b]! ? -1 : 1)));
    const first = firstIndex(sorted.length, (i) => this.lexemes[sorted[i]!]! < term.lexeme);
    const out: number[] = [];
    for (let i = first; i < sorted.length && this.lexemes[sorted[i]!]!.startsWith(term.lexeme); i++) out.push(sorted[i]!);
    return out;
  }

  /**
   * Marks the slots that match every group with the number of groups: group k promotes the slots
   * group k − 1 left marked k, so each posting is read once. When the matches can only be few
   * (the smallest group's postings are under a sixteenth of the slots, tuning.sparse), every slot
   * is marked and the last group also collects them, sorted into slot order, for the walk to visit
   * only those. Otherwise the recent slots and the first tuning.markChunk in list order are marked,
   * and the walk marks further ranges as it reaches them (extendMarks): a common word's walk stops
   * after a few thousand slots, and its postings are read only that far. Returns null when a group
   * matches no lexeme at all (nothing matches); the caller clears the marks (clearMarks).
   */
  private markText(groups: TermGroups): { hits: Int32Array | null; marking: Marking } | null {
    const lists = groups.map((g) => [...new Set(g.flatMap((t) => this.lexemesOf(t)))]);
    if (!lists.length || lists.some((l) => !l.length)) return null;
    const weight = (l: number[]) => l.reduce((n, id) => n + this.postingLength[id]!, 0);
    lists.sort((a, b) => weight(a) - weight(b));
    if (weight(lists[0]!) * this.tuning.sparse >= this.slots) {
      const marking = { lists, to: 0 };
      this.markRange(lists, this.ordered, this.slots);
      this.extendMarks(marking, 0);
      return { hits: null, marking };
    }
    const hits = new Int32Array(weight(lists[0]!));
    const n = this.markRange(lists, 0, this.slots, hits);
    return { hits: hits.subarray(0, n).sort(), marking: { lists, to: this.ordered } };
  }

  /** Marks the ordered slots from marking.to on, through `slot` at least (twice as many as before, at least a chunk). */
  private extendMarks(marking: Marking, slot: number) {
    const to = Math.min(this.ordered, Math.max(slot + 1, marking.to * 2, this.tuning.markChunk));
    this.markRange(marking.lists, marking.to, to);
    marking.to = to;
  }

  /**
   * Marks the slots from … to − 1 that match every group (the postings are ascending: each list is
   * read from `from` only), and collects them into `hits` when given; returns how many it collected.
   */
  private markRange(lists: number[][], from: number, to: number, hits?: Int32Array): number {
    const mark = this.mark.data;
    const last = lists.length - 1;
    let n = 0;
    for (let k = 0; k < lists.length; k++) {
      for (const id of lists[k]!) {
        const list = this.postings[id]!;
        const len = this.postingLength[id]!;
        for (let j = firstIndex(len, (i) => list[i]! < from); j < len; j++) {
          const s = list[j]!;
          if (s >= to) break;
          if (mark[s] !== k) continue;
          mark[s] = k + 1;
          if (hits && k === last) hits[n++] = s;
        }
      }
    }
    return n;
  }

  private clearMarks(marking: Marking) {
    this.mark.data.fill(0, 0, marking.to);
    this.mark.data.fill(0, this.ordered, this.slots);
  }

  /** The places the location filter `needle` matches (placeMatcher): a flag per place code. */
  private placesWith(needle: string): Uint8Array {
    const flags = new Uint8Array(this.places.values.length);
    const matches = placeMatcher(needle);
    this.places.values.forEach((p, c) => {
      if (c > 0 && matches(p)) flags[c] = 1;
    });
    return flags;
  }

  /** Whether a filter asks for what no open job has (then nothing matches, without a walk). */
  private impossible(q: IndexQuery): boolean {
    const missing = (value: string | undefined) => !!value && !this.facetLive.get(this.facetCodes.find(value));
    if (missing(q.workplace) || missing(q.employment) || missing(q.level)) return true;
    if (!q.salary) return false;
    const c = this.currencies.find(q.salary.currency);
    return !this.currencyLive.get(c) || q.salary.min > (this.highestSalary.get(c) ?? -Infinity);
  }

  /** Matches newest first: the page's ids and the count up to cap + 1. */
  find(q: IndexQuery, offset: number, limit: number, cap: number): IndexPage {
    const { slots, total } = this.match(q, offset, limit, cap);
    return { ids: slots.map((s) => this.ids.data[s]!), total };
  }

  /**
   * The ranked page of a text search: the first `candidates` matches newest first are ranked as
   * the database would rank them (rank.ts: ts_rank, plus the title's closeness to `typed` when a
   * word is in the title), best first and newest first among equals; the page's ids and the
   * count up to cap + 1.
   */
  findRanked(q: IndexQuery & { text: TermGroups }, typed: string, offset: number, limit: number, candidates: number, cap: number): IndexPage {
    const { slots, total } = this.match(q, 0, candidates, cap);
    const items = sortItems(q.text.flat());
    const itemsOf = new Map<number, number[]>();
    items.forEach((term, i) => {
      for (const id of this.lexemesOf(term)) itemsOf.set(id, [...(itemsOf.get(id) ?? []), i]);
    });
    const similarity = new SimilarityQuery(typed, this.wordRules);
    const and = q.text.length >= 2;
    const ranks = Float64Array.from(slots, (s) => this.rankOf(s, items.length, itemsOf, and, similarity));
    // Best first; equal ranks keep the list order (updated_at desc, id desc), where the slots are.
    const order = Array.from(slots.keys()).sort((a, b) => ranks[b]! - ranks[a]! || a - b);
    return { ids: order.slice(offset, offset + limit).map((k) => this.ids.data[slots[k]!]!), total };
  }

  /** One slot's rank: its entries matching each query lexeme (rank.ts tsRank), plus the title's closeness if one is in the title. */
  private rankOf(s: number, items: number, itemsOf: Map<number, number[]>, and: boolean, similarity: SimilarityQuery): number {
    const matched: Positions[][] = Array.from({ length: items }, () => []);
    const v = this.vector.data;
    let inTitle = false;
    let at = this.vectorAt.data[s]!;
    const end = at + this.vectorLength.data[s]!;
    while (at < end) {
      const its = itemsOf.get(lexemeAt(v, at));
      const from = at + 3;
      at = from + v[at + 2]!;
      if (!its) continue;
      const positions = v.subarray(from, at);
      for (const i of its) matched[i]!.push(positions);
      inTitle ||= inTitleWeight(positions);
    }
    const rank = tsRank(matched, and);
    return inTitle ? Math.fround(rank + similarity.similarity(this.titles[s]!)) : rank;
  }

  /** Matches newest first: the page's slots and the count up to cap + 1. */
  private match(q: IndexQuery, offset: number, limit: number, cap: number): { slots: number[]; total: number } {
    const none = { slots: [], total: 0 };
    if (this.impossible(q)) return none;
    const places = q.location !== undefined ? this.placesWith(q.location) : null;
    const placeList = places ? this.placeList(places) : null;
    if (placeList?.length === 0) return none;
    const lists = [
      q.workplace ? this.facetSlots.get(this.facetCodes.find(q.workplace)) : null,
      q.employment ? this.facetSlots.get(this.facetCodes.find(q.employment)) : null,
      q.level ? this.facetSlots.get(this.facetCodes.find(q.level)) : null,
      q.salary ? this.currencySlots.get(this.currencies.find(q.salary.currency)) : null,
      placeList,
    ];
    if (q.text === null) return this.walk(q, places, shortest(lists, this.slots), null, offset, limit, cap);
    const text = this.markText(q.text);
    if (!text) return none;
    try {
      return this.walk(q, places, shortest([...lists, text.hits], this.slots), { marked: q.text.length, marking: text.marking }, offset, limit, cap);
    } finally {
      this.clearMarks(text.marking);
    }
  }

  /** The slots of the places matched, in slot order (null when too many to be worth collecting). */
  private placeList(flags: Uint8Array): Int32Array | null {
    const lists: Int32Array[] = [];
    flags.forEach((on, code) => on && lists.push(this.placeSlots.get(code)));
    if (lists.length <= 1) return lists[0] ?? NO_SLOTS;
    const total = lists.reduce((n, l) => n + l.length, 0);
    if (total * 4 > this.slots) return null;
    const all = new Int32Array(total);
    let at = 0;
    for (const l of lists) {
      all.set(l, at);
      at += l.length;
    }
    return all.sort();
  }

  /**
   * The walk newest first: over `only` when given (slots in ascending order; else every slot), each
   * slot marked `text.marked` when given (the text's matches, marked further as the walk goes), every filter tested.
   */
  private walk(q: IndexQuery, places: Uint8Array | null, only: Int32Array | null, text: { marked: number; marking: Marking } | null, offset: number, limit: number, cap: number) {
    const slots: number[] = [];
    const wp = q.workplace ? this.facetCodes.find(q.workplace) : 0;
    const em = q.employment ? this.facetCodes.find(q.employment) : 0;
    const lv = q.level ? this.facetCodes.find(q.level) : 0;
    const cur = q.salary ? this.currencies.find(q.salary.currency) : 0;
    const minSalary = q.salary?.min ?? 0;
    const from = q.fromMicros ?? -Infinity;
    const to = q.toMicros ?? Infinity;
    const after = q.after;
    const stopAt = Math.max(offset + limit, cap + 1);
    // The ordered part of the walk (the list's slots below `ordered`, or every ordered slot) and the recent part.
    const ordered = only ? firstIndex(only.length, (i) => only[i]! < this.ordered) : this.ordered;
    const recent = only ? Array.from(only.subarray(ordered)).sort((a, b) => this.compare(a, b)) : this.recent;
    const [alive, mark, micros, idCol] = [this.alive.data, this.mark.data, this.micros.data, this.ids.data];
    const [wpCol, emCol, lvCol, curCol, salCol, placeCol] = [this.workplace.data, this.employment.data, this.level.data, this.currency.data, this.salaryMax.data, this.place.data];
    let count = 0;
    let i = 0;
    let r = 0;
    while (i < ordered || r < recent.length) {
      const next = only ? only[i]! : i;
      const s = r < recent.length && (i >= ordered || this.compare(recent[r]!, next) < 0) ? recent[r++]! : (i++, next);
      if (!alive[s]) continue;
      if (text) {
        if (s >= text.marking.to && s < this.ordered) this.extendMarks(text.marking, s);
        if (mark[s] !== text.marked) continue;
      }
      const m = micros[s]!;
      if (m < from) break;
      if (m >= to) continue;
      if (after && (m > after.micros || (m === after.micros && idCol[s]! >= after.id))) continue;
      if (wp && wpCol[s] !== wp) continue;
      if (em && emCol[s] !== em) continue;
      if (lv && lvCol[s] !== lv) continue;
      if (places && !places[placeCol[s]!]) continue;
      if (cur && (curCol[s] !== cur || !(salCol[s]! >= minSalary))) continue;
      if (count >= offset && slots.length < limit) slots.push(s);
      if (++count >= stopAt) break;
    }
    return { slots, total: count };
  }
}

/** The lexeme id of the vector entry at `at` (two units, low first: storeVector). */
const lexemeAt = (v: Uint16Array, at: number) => v[at]! | (v[at + 1]! << 16);

/** The shortest of the lists, when it is worth walking instead of every slot (under half of them). */
function shortest(lists: (Int32Array | null)[], slots: number): Int32Array | null {
  let best: Int32Array | null = null;
  for (const list of lists) if (list && (!best || list.length < best.length)) best = list;
  return best && best.length * 2 < slots ? best : null;
}

/** The first index in 0 … length at which `below` turns false (it must be true on a prefix only): a binary search. */
function firstIndex(length: number, below: (i: number) => boolean): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (below(mid)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
