// The catalogue of validation message templates: stable ids and English texts with {0}, {1}, ... arguments.
#pragma once

#include <span>
#include <string>
#include <string_view>

namespace dmlscope {

struct MessageTemplate {
  std::string_view id;
  std::string_view english;  // "{0} is {1}, but {2} = {3}"
};

// Every template core can produce; a translation covers exactly these.
std::span<const MessageTemplate> messageCatalogue();

// The English template for `id`, or empty for an unknown id.
std::string_view englishTemplate(std::string_view id);

// Substitutes {0}, {1}, ... in `templ` by `args`; a missing argument stays as written.
std::string renderTemplate(std::string_view templ, std::span<const std::string> args);

}  // namespace dmlscope
