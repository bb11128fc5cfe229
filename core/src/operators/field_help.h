// QT_TRANSLATE_NOOP as the identity, for the help texts in the kFields tables: lupdate reads each one under the
// context "OperatorFields" (kFieldHelpContext), the app translates it, and core stays Qt-free.
#pragma once

// Spelled as Qt spells it, so that a file that also includes Qt redefines it identically.
#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(scope, x) x
#endif
