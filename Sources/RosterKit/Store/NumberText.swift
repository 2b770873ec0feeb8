/// Numbers as reports print them: fixed decimals, the same on every machine and locale.
public enum NumberText {
  public static func fixed(_ number: Double, _ places: Int) -> String {
    guard number.isFinite else { return "" }
    // Past what 64 bits hold whole (no age or time is), as Swift writes it, never a trap.
    guard abs(number) < 1e15 else { return "\(number)" }
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = (abs(number) * scale).rounded()
    let sign = number < 0 && scaled > 0 ? "-" : ""
    let whole = Int64(scaled / scale)
    guard places > 0 else { return sign + String(whole) }
    let fraction = String(Int64(scaled) % Int64(scale))
    return sign + String(whole) + "." + String(repeating: "0", count: places - fraction.count) + fraction
  }

  /// 1289 as "1,289".
  public static func grouped(_ number: Int) -> String {
    let digits = String(abs(number))
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
      result.append(digit)
    }
    return (number < 0 ? "-" : "") + result
  }
}
