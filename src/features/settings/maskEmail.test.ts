import { maskEmail } from './maskEmail';

describe('maskEmail', () => {
  it.each([
    ['demo@loqi.app', 'd***@loqi.app'],
    ['a@b.co', 'a***@b.co'],
    ['first.last@example.org', 'f***@example.org'],
    ['odd@name@example.org', 'o***@example.org'],
    ['', '***'],
    ['no-at-sign', '***'],
    ['@example.org', '***'],
  ])('masks %j as %j', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});
