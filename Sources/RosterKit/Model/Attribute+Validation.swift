import Foundation

extension Attribute {
  /// Reads a value typed by a person or found in a file: text is trimmed, empty means none,
  /// numbers must be whole and in range (`23.5`, `twenty`, `-5` are refused, never rounded).
  public func parse(_ text: String, on entity: Entity) throws -> DatabaseValue {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.isEmpty { return .null }
    switch kind {
    case .text:
      return .text(trimmed)
    case .integer:
      guard trimmed.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-" || $0 == "+") }),
        let number = Int64(trimmed)
      else { throw ValidationError.invalid(self, on: entity, got: trimmed) }
      return .integer(number)
    }
  }

  /// The value as it will be stored, or the rule it breaks.
  func validated(_ value: DatabaseValue, on entity: Entity) throws -> DatabaseValue {
    var value = value
    if case .text(let text) = value {
      let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
      value = trimmed.isEmpty ? .null : .text(trimmed)
    }
    switch value {
    case .null:
      if !isOptional { throw ValidationError.required(name, on: entity) }
      return .null
    case .text(let text):
      guard kind == .text else { return try validated(parse(text, on: entity), on: entity) }
      let count = text.count
      if let maxLength, count > maxLength { throw ValidationError.tooLong(self, on: entity, count: count) }
      if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
        throw ValidationError.controlCharacters(self, on: entity)
      }
      return value
    case .integer(let number):
      guard kind == .integer else { return .text(String(number)) }
      if let range, !range.contains(number) {
        throw ValidationError.invalid(self, on: entity, got: String(number))
      }
      return value
    case .real(let number):
      guard kind == .integer, let whole = Int64(exactly: number) else {
        throw ValidationError.invalid(self, on: entity, got: String(number))
      }
      return try validated(.integer(whole), on: entity)
    case .blob:
      throw ValidationError.invalid(self, on: entity, got: value.description)
    }
  }
}
