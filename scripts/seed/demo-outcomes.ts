// The outcomes of some closed demo tenders, by title: awards (so buyer profiles, supplier records
// and the archive's outcome filter show something after a fresh install) and one cancellation.
// Amounts are typed as an admin would; the award form's rules read them.

export interface DemoAward {
  supplier: string;
  lot?: number;
  amount: string;
  currency?: string;
  /** Awarded this many days after the tender closed. */
  daysAfterClosing: number;
  note?: string;
}

export const awardsByTitle: Record<string, DemoAward[]> = {
  "Maintenance and Renovation of Student Dormitories (Lot 1–2)": [
    { supplier: "Tana Construction PLC", lot: 1, amount: "14,850,000.00", daysAfterClosing: 6 },
    { supplier: "Abay Building Works PLC", lot: 2, amount: "9,320,500.50", daysAfterClosing: 6 },
  ],
  "Supply, Installation and Commissioning of Campus Network (LAN and Wi-Fi)": [
    {
      supplier: "Zeta Technologies PLC",
      amount: "6,240,000",
      daysAfterClosing: 8,
      note: "Awarded to the lowest evaluated responsive bidder.",
    },
  ],
  "Supply and Installation of CCTV Surveillance System": [
    { supplier: "Zeta Technologies PLC", amount: "2,980,000", daysAfterClosing: 10 },
  ],
  "Supply of Standby Diesel Generators (100 kVA and 250 kVA)": [
    {
      supplier: "Awash Power Engineering PLC",
      amount: "84,500",
      currency: "USD",
      daysAfterClosing: 5,
    },
  ],
};

export const cancellationsByTitle: Record<string, string> = {
  "Provision of Security Guard Services for Branch Offices":
    "The bank extended its current security contract by one year.",
};
