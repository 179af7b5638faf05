import { classNames } from '@/lib/classNames';

describe('classNames', () => {
  it('joins the names that are set', () => {
    expect(classNames('button', false, 'raised', undefined, null, '', 'topEnd')).toBe(
      'button raised topEnd',
    );
    expect(classNames()).toBe('');
  });
});
