import { cellWidthVariables } from '@/features/home/parts/ScrollRow';

describe('cellWidthVariables', () => {
  it('gives one width to every breakpoint', () => {
    expect(cellWidthVariables('120px')).toEqual({
      '--cell-xs': '120px',
      '--cell-sm': '120px',
      '--cell-md': '120px',
      '--cell-lg': '120px',
    });
  });

  it('keeps the width of the breakpoint below when one has none of its own', () => {
    expect(cellWidthVariables({ xs: '88%', sm: '48%', lg: '37%' })).toEqual({
      '--cell-xs': '88%',
      '--cell-sm': '48%',
      '--cell-md': '48%',
      '--cell-lg': '37%',
    });
  });
});
