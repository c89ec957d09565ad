import type { AreaCodeItem } from '@wonder/contracts';
import { describe, expect, it } from 'vitest';
import { groupAreaCodes } from '../rules/area-codes';

const item = (country: string, areaCode: string, firstLetter: string, top = 0): AreaCodeItem => ({
  country,
  areaCode,
  firstLetter,
  top,
});

describe('area-code index list (doc 1 §2)', () => {
  it("puts hot countries (top = 1) under '#' first, then every country by first letter A–Z", () => {
    const groups = groupAreaCodes([
      item('美国', '1', 'M'),
      item('中国大陆', '86', 'Z', 1),
      item('澳大利亚', '61', 'A'),
      item('中国香港', '852', 'Z', 1),
      item('马来西亚', '60', 'M'),
    ]);
    expect(groups.map((g) => g.index)).toEqual(['#', 'A', 'M', 'Z']);
    expect(groups[0]?.items.map((i) => i.areaCode)).toEqual(['86', '852']);
    expect(groups[2]?.items.map((i) => i.country)).toEqual(['美国', '马来西亚']);
    expect(groups[3]?.items.map((i) => i.areaCode)).toEqual(['86', '852']);
  });

  it("has no '#' group without hot countries, and nothing for an empty list", () => {
    expect(groupAreaCodes([item('日本', '81', 'R')]).map((g) => g.index)).toEqual(['R']);
    expect(groupAreaCodes([])).toEqual([]);
  });
});
