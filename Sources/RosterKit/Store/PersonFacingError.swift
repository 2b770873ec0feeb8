/// An error whose `description` is already one sentence for a person (what, where, what to do),
/// shown as it is. Errors that need context to be worded (a store error and the database's path)
/// do not conform.
public protocol PersonFacingError: Error, CustomStringConvertible {}
