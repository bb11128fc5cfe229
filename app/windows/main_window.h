// The main window: the operator, feature-level and backend choosers, the mapping view in the middle, and
// docks for the descriptor, the tensor data and the problems; files (sessions and DxDispatch models),
// examples, undo, figures, themes, and comparing outputs with files.
#pragma once

#include <QMainWindow>

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>

#include "dmlscope/npy_file.h"
#include "dmlscope/result.h"
#include "dmlscope/session.h"
#include "dmlscope/session_open.h"
#include "widgets/mapping_theme.h"

class QAction;
class QCheckBox;
class QComboBox;
class QDockWidget;
class QLabel;
class QMenu;
class QProgressBar;
class QPushButton;
class QTableView;

namespace dmlscope::onnx {
struct OnnxModel;
struct OnnxTensor;
}

namespace dmlscope::gui {

class BufferDock;
class CentralRoom;
class WhyDock;
class ComparisonView;
class DescriptorEditor;
class DiagnosticListModel;
class FileJob;
class MappingContent;
class MappingView;
class MessageListDialog;
class OnnxNodeListModel;
class OnnxNodePickerDialog;
class OutputFileComparer;
class RunController;
class SessionDocument;
class TensorEditor;
class VariantComparer;

class MainWindow : public QMainWindow {
  Q_OBJECT

 public:
  explicit MainWindow(QWidget* parent = nullptr);
  ~MainWindow() override;

  SessionDocument* document() const { return doc_; }
  RunController* runs() const { return runs_; }
  MappingView* mappingView() const { return view_; }
  DescriptorEditor* descriptorEditor() const { return descriptorEditor_; }
  TensorEditor* tensorEditor() const { return tensorEditor_; }
  QTableView* problemsView() const { return problemsView_; }
  BufferDock* bufferDock() const { return bufferDock_; }
  DiagnosticListModel* problems() const { return problems_; }
  std::shared_ptr<const MappingContent> content() const { return content_; }

  // Without dialogs: false with the reason (the interactive actions show it). A DxDispatch model opens its
  // first dispatch that dmlscope runs; Open…, the recent files and drops ask which one when there is a choice.
  bool openFile(const QString& path, QString* error = nullptr);
  // The same with the model's dispatch command chosen: `dispatchIndex` is its index in "commands" (nothing:
  // the first one dmlscope runs; ignored for a session file). A session from a model has no file of its own:
  // Save asks where to save it, so that the model is never overwritten by a session.
  bool openFile(const QString& path, std::optional<uint32_t> dispatchIndex, QString* error);
  bool openExample(const QString& resource, QString* error = nullptr);

  // --- ONNX models (main_window_onnx.cpp) ---
  // Reads an ONNX model once (on fileJob()'s thread, the window alive meanwhile) and keeps it, so that choosing
  // another node reads nothing again; then opens node `nodeIndex` (nothing: the first node ONNX Runtime's
  // DirectML provider runs as an operator dmlscope shows). False with the reason; a model that reads but has no
  // such node stays open for the picker, which lists why.
  bool openOnnxModel(const QString& path, std::optional<uint32_t> nodeIndex, QString* error = nullptr);
  // Opens node `nodeIndex` of the open model as a session titled by the model and the node (core's
  // openOnnxNode), its inputs from the model's constants, from tensors given by drops, else 0, 1, 2, …
  bool openOnnxNode(uint32_t nodeIndex, QString* error = nullptr);
  // The next (step 1) or previous (step -1) node the provider runs, in graph order. False at either end.
  bool openAdjacentOnnxNode(int step, QString* error = nullptr);
  // Replaces input `index` of the open node with a tensor file (.pb or .npy, as ONNX values are given): the
  // node opens again with it. False with the reason.
  bool giveOnnxInput(uint32_t index, const QString& path, QString* error = nullptr);
  // The open model's nodes, or null while no ONNX model is open.
  OnnxNodeListModel* onnxNodes() const { return onnxNodes_; }
  // Shows the node picker for the open model (non-modal), the open node selected; null without a model.
  OnnxNodePickerDialog* showOnnxNodePicker();
  OnnxNodePickerDialog* onnxNodePicker() const { return onnxPicker_; }
  bool saveTo(const QString& path, QString* error = nullptr);
  // Makes an input hold a .npy file (Tensor → Import .npy…, or a file dropped onto the tensor); an output
  // is refused (the operator computes it). False with the reason; the session is untouched then.
  bool importNpy(bool isOutput, uint32_t index, const QString& path, QString* error = nullptr);
  // Writes a tensor's logical elements as a .npy file (an output only once it has values).
  bool exportNpy(bool isOutput, uint32_t index, const QString& path, QString* error = nullptr);
  // The same two on fileJob()'s worker thread (Tensor → Import/Export .npy…, drops): they return at once, the
  // status bar shows their progress and a Cancel button, and an import changes the session only when its file has
  // been read whole (a cancelled or failed one leaves it as it was). False, with the reason, when refused at once
  // (an output to import into, no values to export, other file work still running). Without `error`, the window
  // reports refusals and failures itself, in message boxes; with it, later failures go to the status bar.
  bool startImportNpy(bool isOutput, uint32_t index, const QString& path, QString* error = nullptr);
  bool startExportNpy(bool isOutput, uint32_t index, const QString& path, QString* error = nullptr);
  // The file work in the background: imports, exports and saves (saveTo writes on it too, and waits with the
  // window alive: the progress moves and Cancel works).
  FileJob* fileJob();
  // Writes the session as a DxDispatch model (File → Export → DxDispatch model…), inputs larger than the
  // Save preference's threshold as .npy files beside it. An invalid descriptor is written too: what real
  // DirectML says about it checks dmlscope's validation. False with the reason.
  bool exportDxDispatch(const QString& path, QString* error = nullptr);
  // Compares the outputs of the session's run with the .npy files in `directory` (Run → Compare outputs with
  // files…), running first if needed; the differing cells are marked until the next run. The report comes
  // with comparer()->finished, in the status bar and, when something differs, in the comparison window.
  void compareWithFiles(const QString& directory);
  OutputFileComparer* comparer() const { return comparer_; }
  // Shows the session beside its variant with `field` set to `value` (Run → Compare with…) in place of the
  // mapping view, until closeVariantComparison; later edits of the session are compared again. False with
  // the reason (an unknown field, a value the field cannot hold, an invalid variant or session), and then
  // nothing changes. The pair arrives with variantComparer()->finished.
  bool compareWithVariant(const QString& field, const QString& value, QString* error = nullptr);
  void closeVariantComparison();
  // Null while no comparison is shown.
  ComparisonView* comparisonView() const { return comparisonView_; }
  VariantComparer* variantComparer() const { return variantComparer_; }
  // Non-modal lists, null until first needed: the latest comparison's differences and problems, and the
  // warnings of the model the session came from.
  MessageListDialog* comparisonWindow() const { return comparisonWindow_; }
  MessageListDialog* modelWarningsWindow() const { return modelWarningsWindow_; }
  QProgressBar* progressBar() const { return busy_; }
  // Opens the example a first-time user should see (the Tile one if there is one).
  void openStartExample();
  void applyTheme(ThemeKind kind);
  // Focuses the widget of a diagnostic's field (what clicking a problem does).
  void focusProblemField(const QString& field);
  // Preferences chose another language and the user asked to restart: the window closed for that.
  bool restartRequested() const { return restartRequested_; }
  // What the restarted dmlscope opens: the session's file, if it has one.
  QStringList restartArguments() const;

 protected:
  void closeEvent(QCloseEvent* event) override;
  void dragEnterEvent(QDragEnterEvent* event) override;
  void dropEvent(QDropEvent* event) override;

 private:
  void buildActions();
  void buildToolBar();
  void buildDocks();
  void buildMenus();
  void rebuildExamplesMenu();
  void rebuildRecentMenu();
  void addRecentFile(const QString& path);
  void refreshChoosers();
  void rebuildContent();
  void updateTitle();
  void updateRunStatus();
  void updateSelectionInfo();
  bool maybeSave();
  void newSession();
  void openInteractive();
  // Opens a file the person chose (Open…, a recent file, a drop): a model with a choice of dispatches asks
  // which one first.
  void openChosenFile(const QString& path);
  void showOpened(OpenedSession opened, const QString& path);
  void updateModelWarnings();
  void showModelWarnings();
  void exportDxDispatchInteractive();
  void compareWithFilesInteractive();
  void compareWithVariantInteractive();
  void refreshVariantComparison();
  void showComparison();
  bool save();
  bool saveAs();
  void exportFigure();
  void importNpyInteractive();
  void exportNpyInteractive();
  void importDroppedNpy(const QString& path, bool isOutput, uint32_t index);
  // A .pb dropped onto a tensor: given to the ONNX node's input (giveOnnxInput), the outcome in the status bar.
  void importDroppedTensorProto(const QString& path, bool isOutput, uint32_t index);
  void buildOnnxActions(QMenu* file);
  void updateOnnxActions();
  // Forgets the open ONNX model (another file or an example opened).
  void closeOnnxModel();
  // An import's file has been read (or not): applies it unless `cancelled`; `dialog` shows a failure in a
  // message box (the menu's import) rather than in the status bar (a drop).
  void finishImportNpy(uint32_t index, const QString& path, Result<NpyArray>& read, bool cancelled, bool dialog);
  void showPreferences();
  void copyOutput(bool numpy);
  void restoreSettings();
  void saveSettings() const;

  SessionDocument* doc_;
  RunController* runs_;
  OutputFileComparer* comparer_;
  FileJob* fileJob_ = nullptr;
  std::shared_ptr<const MappingContent> content_;
  ThemeKind theme_ = ThemeKind::Light;
  bool restartRequested_ = false;

  MappingView* view_ = nullptr;
  ComparisonView* comparisonView_ = nullptr;
  VariantComparer* variantComparer_ = nullptr;
  QLabel* infoLine_ = nullptr;
  DescriptorEditor* descriptorEditor_ = nullptr;
  TensorEditor* tensorEditor_ = nullptr;
  DiagnosticListModel* problems_ = nullptr;
  QTableView* problemsView_ = nullptr;
  QDockWidget* descriptorDock_ = nullptr;
  QDockWidget* tensorDock_ = nullptr;
  QDockWidget* problemsDock_ = nullptr;
  BufferDock* bufferDock_ = nullptr;
  WhyDock* whyDock_ = nullptr;
  CentralRoom* room_ = nullptr;  // keeps half the window for the mapping view

  QComboBox* operatorChoice_ = nullptr;
  QComboBox* levelChoice_ = nullptr;
  QComboBox* backendChoice_ = nullptr;
  QLabel* runStatus_ = nullptr;
  QLabel* modelWarnings_ = nullptr;
  MessageListDialog* comparisonWindow_ = nullptr;
  MessageListDialog* modelWarningsWindow_ = nullptr;
  QProgressBar* busy_ = nullptr;
  QPushButton* cancel_ = nullptr;

  // The open ONNX model (read once), its node list and picker, and the tensors given for its values.
  std::shared_ptr<const onnx::OnnxModel> onnxModel_;
  OnnxNodeListModel* onnxNodes_ = nullptr;
  OnnxNodePickerDialog* onnxPicker_ = nullptr;
  std::shared_ptr<std::map<std::string, onnx::OnnxTensor, std::less<>>> onnxGiven_;

  QMenu* examplesMenu_ = nullptr;
  QMenu* recentMenu_ = nullptr;
  QAction* saveAction_ = nullptr;
  QAction* undoAction_ = nullptr;
  QAction* redoAction_ = nullptr;
  QAction* crossCheckAction_ = nullptr;
  QAction* compareAction_ = nullptr;
  QAction* colourBySourceAction_ = nullptr;
  QAction* onnxPickerAction_ = nullptr;
  QAction* nextNodeAction_ = nullptr;
  QAction* previousNodeAction_ = nullptr;
  QAction* lightAction_ = nullptr;
  QAction* darkAction_ = nullptr;
};

}  // namespace dmlscope::gui
