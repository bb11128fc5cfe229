// The command line's commands, each written once: its name, its lines of the usage, what runs it (see command_table.h).
#include "cli/command_table.h"

#include <algorithm>
#include <array>

#include "cli/cli_text.h"

namespace dmlscope::cli {
namespace {

// A command of the command line alone: it needs nothing of the GUI.
template <int (*run)(int argc, char** argv)>
int withoutGui(int argc, char** argv, const GuiEntryPoints&) {
  return run(argc, argv);
}

// render draws with the GUI's painting code, offscreen.
int renderInGui(int argc, char** argv, const GuiEntryPoints& gui) { return gui.runRender(argc, argv); }

// In the order --help lists them. Each usage is that command's lines of --help, translated on its own: `-h`
// prints it alone.
const std::array kCommands = {
    Command{"run", &withoutGui<runRunCommand>, false,
            QT_TRANSLATE_NOOP("Cli", R"(  dmlscope run FILE [--backend cpu|cpu-reference|gpu] [--device N] [--input FIELD=PATH.npy|NAME=PATH.pb]...
                    [--output OUT|-] [--npy-out DIR] [--with-sources] [--repeat N] [--dispatch N] [--quiet]
                    [--all] [--node NAME|INDEX]
                                       run the operator and print a summary: its time, and each
                                       output's type, shape and values (large ones summarised as NumPy
                                       does); --output writes the session with every output's Data to
                                       OUT, tensors over 256 KiB as .npy files beside it (out.json:
                                       out.OutputTensor.npy), or with -, all of it to standard output;
                                       --input replaces an input's data with a .npy file
                                       (InputTensor=x.npy, InputTensors[1]=y.npy; an ONNX model's
                                       values by name, x=x.npy or x=x.pb); --npy-out writes
                                       each output as DIR/OutputTensor.npy, DIR/OutputTensors.N.npy
                                       (then OUT names them), and a model's outputs also as its
                                       writeFile targets; --with-sources adds each output element's
                                       source as [input, element] or null (padding), or
                                       DIR/OUTPUT.sources.npy; --repeat times N runs after a warm-up
                                       (median and min); --quiet prints nothing but errors and
                                       --repeat's timing; --all runs every command of a DxDispatch
                                       model in order, as dxdispatch.exe does: it prints each print
                                       command's resource and writes each writeFile target below
                                       --npy-out DIR (default: here)
)")},
    Command{"validate", &withoutGui<runValidateCommand>, false,
            QT_TRANSLATE_NOOP("Cli", R"(  dmlscope validate FILE [--feature-level FL] [--json] [--dispatch N] [--node NAME|INDEX] [--input F=PATH]...
                                       check the descriptor: exit 0 valid, 1 invalid, 2 unreadable
)")},
    Command{"export", &withoutGui<runExportCommand>, false,
            QT_TRANSLATE_NOOP("Cli", R"(  dmlscope export FILE --format dxdispatch|session --output OUT [--external-bytes N] [--dispatch N]
                  [--node NAME|INDEX] [--input F=PATH]...
                                       write the session as a DxDispatch model that DirectML's own
                                       runner (dxdispatch.exe) runs, inputs over N bytes (default
                                       262144) as .npy files beside it; or a model's dispatch as a session
)")},
    Command{"compare", &withoutGui<runCompareCommand>, false,
            QT_TRANSLATE_NOOP("Cli", R"(  dmlscope compare FILE --with DIR [--backend cpu|cpu-reference|gpu] [--device N] [--max N] [--dispatch N]
                   [--node NAME|INDEX] [--input F=PATH]...
                                       run, then compare every output with DIR/OutputTensor.npy,
                                       DIR/OutputTensors.N.npy (a DxDispatch model: every file its
                                       writeFile commands name, .npy or raw) bit for bit and list the
                                       first --max differences: exit 0 equal, 1 different, 2 cannot
                                       compare
)")},
    Command{"explain", &withoutGui<runExplainCommand>, false,
            QT_TRANSLATE_NOOP("Cli", R"(  dmlscope explain FILE --element TENSOR:i,j,... [--json] [--feeds N] [--fields] [--dispatch N]
                   [--node NAME|INDEX] [--input F=PATH]...
                                       why an element is what it is: the operator's formula step by
                                       step with the element's numbers, its source and offset (an
                                       output; TENSOR as in OutputTensors[1]), or the outputs it feeds,
                                       the first N (default 20) listed (an input); --fields adds what
                                       each operator field the steps name is (the form's help)
)")},
    Command{"nodes", &withoutGui<runNodesCommand>, false,
            QT_TRANSLATE_NOOP("Cli", R"(  dmlscope nodes MODEL.onnx [--json]
                                       list an ONNX model's nodes: index, name, op type and opset,
                                       input and output shapes, and the DirectML operator ONNX
                                       Runtime's DirectML provider runs for each, or why it has none
)")},
    Command{"onnx-test", &withoutGui<runOnnxTestCommand>, false,
            QT_TRANSLATE_NOOP("Cli", R"(  dmlscope onnx-test DIR [--backend cpu|cpu-reference|gpu] [--device N] [--max N]
                                       run an ONNX node test folder (model.onnx, test_data_set_*/
                                       input_K.pb and output_K.pb) as the DirectML operator and compare
                                       bit for bit: exit 0 equal, 1 different, 2 unreadable or not run
                                       by the DirectML provider
)")},
    Command{"devices", &withoutGui<runDevicesCommand>, false,
            QT_TRANSLATE_NOOP("Cli", R"(  dmlscope devices [--json]            list the Vulkan devices dmlscope can run on
)")},
    Command{"render", &renderInGui, true,
            QT_TRANSLATE_NOOP("Cli", R"(  dmlscope render FILE --output FIG.png|FIG.svg [--scale S] [--theme light|dark]
                   [--select OUTPUT_TENSOR:i,j,...] [--buffer TENSOR] [--colour-by-source]
                   [--compare FIELD=VALUE] [--dispatch N] [--node NAME|INDEX]
                                       draw the mapping view without a display; --buffer draws
                                       TENSOR's buffer in memory order under the grids, --compare the
                                       session beside its variant with FIELD set to VALUE
)")},
};

}  // namespace

std::span<const Command> commands() { return kCommands; }

const Command* findCommand(std::string_view name) {
  const auto found = std::ranges::find(kCommands, name, &Command::name);
  return found == kCommands.end() ? nullptr : &*found;
}

}  // namespace dmlscope::cli
