// A small expected-style result: a value, or an error with a message a person can act on.
#pragma once

#include <cassert>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace dmlscope {

// `message` is English. Errors that the message catalogue (messages.h) knows also carry its template id and
// arguments, from which a user interface renders the message in its own language.
struct Error {
  std::string message;
  // Defaulted, so that Error{"text"} stays warning-free under -Wmissing-field-initializers.
  std::string id{};                 // empty when the catalogue has no template for this error
  std::vector<std::string> args{};  // {0}, {1}, ... of the template
  bool operator==(const Error&) const = default;
};

template <class T>
class [[nodiscard]] Result {
 public:
  Result(T value) : state_(std::move(value)) {}
  Result(Error error) : state_(std::move(error)) {}

  bool ok() const { return std::holds_alternative<T>(state_); }
  explicit operator bool() const { return ok(); }

  T& value() & { assert(ok()); return std::get<T>(state_); }
  const T& value() const& { assert(ok()); return std::get<T>(state_); }
  T&& value() && { assert(ok()); return std::get<T>(std::move(state_)); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }
  T& operator*() & { return value(); }
  const T& operator*() const& { return value(); }

  const Error& error() const { assert(!ok()); return std::get<Error>(state_); }

 private:
  std::variant<T, Error> state_;
};

// For fallible work that produces nothing.
struct Ok {};
using Status = Result<Ok>;

}  // namespace dmlscope
