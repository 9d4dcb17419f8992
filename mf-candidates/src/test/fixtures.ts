// Sample data shared by the module's tests (test-only).

/** A city with its state and country, as the tests' fake geography answers them. */
export const PUNE = {
  country: 101,
  state: 4008,
  city: 133024,
  country_name: 'India',
  state_name: 'Maharashtra',
  city_name: 'Pune',
};
