import type { Channel } from '@glotv/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { UserChannelsAnswers } from './user-channels-answers.ts';

const channel = (id: number, free_to_air = false): Channel => ({
  id,
  uid: `channel-${id}`,
  position: id,
  name: `Channel ${id}`,
  short_name: `C${id}`,
  description: 'News',
  free_to_air,
  logos: { CARD: null, NORMAL: null },
  packages: [{ id: 4 }],
});

const listed = [channel(1, true), channel(2)];
const lite = (endsAt: string) => [{ packageId: 4, endsAt: new Date(endsAt) }];
type Answer = ReturnType<UserChannelsAnswers['answerFor']>;
const identityBytes = (answer: Answer) => answer.ready.bytes('identity', () => 'not called').bytes;
const json = (answer: Answer) =>
  JSON.parse(identityBytes(answer).toString()) as { data: (Channel & { purchased: unknown })[] };

describe('UserChannelsAnswers', () => {
  it('makes one answer per list and set of grants, and hands the same one back after', () => {
    const sut = new UserChannelsAnswers();
    const none = sut.answerFor('list', listed, []);
    expect(sut.answerFor('list', listed, [])).toBe(none);
    expect(json(none).data.map((entry) => entry.purchased)).toEqual([
      { package_id: null, ends_at: null, free_to_air: true },
      null,
    ]);
    const bought = sut.answerFor('list', listed, lite('2026-12-01T00:00:00Z'));
    expect(bought).not.toBe(none);
    expect(bought.etag).not.toBe(none.etag);
    expect(json(bought).data[1]?.purchased).toEqual({
      package_id: 4,
      ends_at: '2026-12-01T00:00:00.000Z',
      free_to_air: false,
    });
    expect(sut.answerFor('list', listed, lite('2026-12-01T00:00:00Z'))).toBe(bought);
  });

  it('tells grants apart by the moment they end', () => {
    const sut = new UserChannelsAnswers();
    const first = sut.answerFor('list', listed, lite('2026-12-01T00:00:00Z'));
    const longer = sut.answerFor('list', listed, lite('2026-12-08T00:00:00Z'));
    expect(json(longer).data[1]?.purchased).toMatchObject({ ends_at: '2026-12-08T00:00:00.000Z' });
    expect(longer.etag).not.toBe(first.etag);
  });

  it('makes the answer again when the list under the same name is another (a catalog change)', () => {
    const sut = new UserChannelsAnswers();
    const before = sut.answerFor('list', listed, []);
    const renamed = [channel(1, true), { ...channel(2), name: 'Renamed' }];
    const after = sut.answerFor('list', renamed, []);
    expect(json(after).data[1]?.name).toBe('Renamed');
    expect(after.etag).not.toBe(before.etag);
    expect(sut.size).toBe(1);
  });

  it('keeps at most its budget of JSON, dropping the oldest answer first', () => {
    const oneAnswer = identityBytes(
      new UserChannelsAnswers().answerFor('list', listed, lite('2026-12-01')),
    ).length;
    const sut = new UserChannelsAnswers(oneAnswer * 2 + 10);
    const first = sut.answerFor('list', listed, lite('2026-12-01'));
    const second = sut.answerFor('list', listed, lite('2026-12-02'));
    sut.answerFor('list', listed, lite('2026-12-03'));
    expect(sut.size).toBe(2);
    expect(sut.answerFor('list', listed, lite('2026-12-02'))).toBe(second);
    expect(sut.answerFor('list', listed, lite('2026-12-01'))).not.toBe(first);
  });
});
