const counter = new Intl.NumberFormat('en-IN');

/** 10011 → '10,011' (Indian grouping, as the suite shows rupees). */
export const formatCount = (n: number) => counter.format(n);
