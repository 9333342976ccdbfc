extension PINBlocklist {
  /// Apple's iOS passcode blocklists: 274 four-digit and 2,910 six-digit PINs, for which iOS
  /// warns "This PIN Can Be Easily Guessed".
  ///
  /// Source: Markert, Bailey, Golla, Dürmuth, Aviv, "This PIN Can Be Easily Guessed: Analyzing
  /// the Security of Smartphone Unlock PINs", IEEE S&P 2020 (arXiv:2003.04868), who extracted
  /// both lists from an iPhone by entering every PIN. The paper describes the 4-digit list as
  /// repetitions, years and a few common PINs and the 6-digit list as repetitions and series;
  /// the rules below were derived from the extracted lists and generate them exactly (the
  /// tests compare digests of both). 4 digits: 250 PINs by rule, 24 listed; 6 digits: 2,900 by
  /// rule, 10 listed.
  public static let iOS = PINBlocklist(rules: [
    // 4 digits.
    .shape("aaaa"),  // 0000, 1111, …: 10
    .shape("abab"),  // 1212, 0909, …: 100 (with aaaa)
    .shape("aabb"),  // 1122, 0099, …: 100 (with aaaa)
    .numbers(1956...2015, digits: 4),  // years: 60
    .list(iOSCommonFourDigit),  // 24
    // 6 digits.
    .shape("ababa?"),  // two digits alternating five times, any sixth: 121213, 000007: 1,000
    .shape("abcabc"),  // a three-digit block twice: 123123: 1,000
    .shape("abccba"),  // palindromes: 123321: 1,000; the three shapes give 2,890 together
    .run(length: 6, step: 1),  // 012345 … 456789: 5
    .run(length: 6, step: -1),  // 987654 … 543210: 5
    .list(iOSCommonSixDigit),  // 10
  ])

  /// The 4-digit PINs on the iOS list that no general rule above covers: keypad shapes
  /// (2580, the middle column), series (0123, 1234, 4321), date-like and other common PINs.
  static let iOSCommonFourDigit = [
    "0102", "0103", "0110", "0111", "0123", "1004", "1101", "1102", "1103", "1110", "1112",
    "1123", "1201", "1202", "1203", "1210", "1211", "1234", "2229", "2580", "4321", "5683",
    "7465", "7667",
  ]

  /// The 6-digit PINs on the iOS list that no general rule above covers: keypad shapes
  /// (147258, 159753, 789456, 123654, 321654), 112233, 098765 (a descending run from 0 on
  /// the keyboard's number row) and other common PINs (520131, 030379, 101471).
  static let iOSCommonSixDigit = [
    "030379", "098765", "101471", "112233", "123654", "147258", "159753", "321654", "520131",
    "789456",
  ]
}
