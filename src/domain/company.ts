/** The operator's details shown on the contact and legal pages; one place to change them. */
export const company = {
  name: 'Logbook sp. z o.o.',
  street: 'ul. Żeglarska 12',
  postalCode: '80-560',
  city: 'Gdańsk',
  country: 'Polska / Poland',
  email: 'kontakt@logbook.sailing',
  privacyEmail: 'rodo@logbook.sailing',
  phone: '+48 58 000 00 00',
  hours: { days: 'mon_fri', open: '09:00', close: '17:00', timezone: 'GMT+2' },
  yearlyPriceBox: { amount: 19, currency: 'EUR' },
} as const;
