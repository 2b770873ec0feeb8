/// An object breaks one of the model's rules: a value out of range, a missing required value,
/// a duplicate where values must be unique. `message` is one sentence for a person.
public struct ValidationError: PersonFacingError, Equatable, Sendable {
  public let entity: String
  public let key: String?
  public let message: String

  public init(entity: String, key: String?, message: String) {
    self.entity = entity
    self.key = key
    self.message = message
  }

  public var description: String { message }

  static func invalid(_ attribute: Attribute, on entity: Entity, got value: String) -> ValidationError {
    ValidationError(
      entity: entity.name, key: attribute.name,
      message: "\(attribute.name) must be \(attribute.expectation) (got \(quoted(value)))")
  }

  /// A date outside the days any date may be (`Attribute.days`).
  static func outOfDays(_ attribute: Attribute, on entity: Entity, got value: String) -> ValidationError {
    ValidationError(
      entity: entity.name, key: attribute.name,
      message:
        "\(attribute.name) must be a date from \(Attribute.days.lowerBound) to \(Attribute.days.upperBound) (got \(quoted(value)))"
    )
  }

  static func required(_ key: String, on entity: Entity) -> ValidationError {
    ValidationError(entity: entity.name, key: key, message: "\(entity.name.lowercased()) \(key) is required")
  }

  static func tooLong(_ attribute: Attribute, on entity: Entity, count: Int) -> ValidationError {
    ValidationError(
      entity: entity.name, key: attribute.name,
      message:
        "\(attribute.name) is too long (\(NumberText.grouped(count)) characters; the limit is \(NumberText.grouped(attribute.maxLength ?? 0)))"
    )
  }

  static func controlCharacters(_ attribute: Attribute, on entity: Entity) -> ValidationError {
    ValidationError(
      entity: entity.name, key: attribute.name,
      message: "\(attribute.name) must not contain line breaks, tabs or other control characters")
  }

  /// A character that cannot be seen, or that turns the text around it (`String.refusedScalar`),
  /// named by its code point since it cannot be shown: "found U+202E RIGHT-TO-LEFT OVERRIDE".
  static func invisibleCharacter(_ attribute: Attribute, on entity: Entity, _ scalar: Unicode.Scalar)
    -> ValidationError
  {
    ValidationError(
      entity: entity.name, key: attribute.name,
      message:
        "\(attribute.name) must not contain invisible or direction-changing characters (found \(scalar.codePoint))"
    )
  }
}

extension Unicode.Scalar {
  /// "U+202E RIGHT-TO-LEFT OVERRIDE", or only the code point for one without a name.
  var codePoint: String {
    let hex = String(value, radix: 16, uppercase: true)
    let point = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    return properties.name.map { point + " " + $0 } ?? point
  }
}

/// `text` in single quotes, as messages cite values: at most 80 characters of it, with control
/// and invisible characters shown (`^[`, `<U+202E>`), since it may come from anywhere.
public func quoted(_ text: String) -> String { "'" + text.bounded().visible() + "'" }
