<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>BackendCatalogue</name>
    <message>
        <source>CPU (reference)</source>
        <translation>CPU (リファレンス)</translation>
    </message>
    <message>
        <source>no Vulkan device with compute was found</source>
        <translation>コンピュートに対応した Vulkan デバイスが見つかりませんでした</translation>
    </message>
    <message>
        <source>GPU %1: %2</source>
        <translation>GPU %1: %2</translation>
    </message>
    <message>
        <source>this build of dmlscope has no Vulkan backend</source>
        <translation>この dmlscope のビルドには Vulkan バックエンドがありません</translation>
    </message>
    <message>
        <source>CPU (fast)</source>
        <translation>CPU (高速)</translation>
    </message>
    <message>
        <source>Running on %1: a GPU is usable</source>
        <translation>%1 で実行します: GPU を使用できます</translation>
    </message>
    <message>
        <source>%1 cannot start (%2)</source>
        <translation>%1 を起動できません (%2)</translation>
    </message>
    <message>
        <source>only a CPU implementation of Vulkan was found</source>
        <translation>Vulkan の CPU 実装しか見つかりませんでした</translation>
    </message>
    <message>
        <source>Running on %1: no GPU is usable (%2)</source>
        <translation>%1 で実行します: 使用できる GPU がありません (%2)</translation>
    </message>
</context>
<context>
    <name>BufferStrip</name>
    <message>
        <source>No tensor</source>
        <translation>テンソルなし</translation>
    </message>
    <message>
        <source>%1 has no buffer layout: %2</source>
        <translation>%1 にはバッファーのレイアウトがありません: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 in memory: %2, Sizes {%3}, Strides {%4}%5: %n slot(s), %6 bytes</source>
        <translation>
            <numerusform>メモリ上の %1: %2、Sizes {%3}、Strides {%4}%5: %n 個のスロット、%6 バイト</numerusform>
        </translation>
    </message>
    <message>
        <source> (packed)</source>
        <translation> (パック済み)</translation>
    </message>
    <message>
        <source>%1 slot %2 (byte %3)</source>
        <translation>%1 のスロット %2 (バイト %3)</translation>
    </message>
    <message>
        <source>   —   read by no element: a gap</source>
        <translation>   —   どの要素からも読み取られない隙間</translation>
    </message>
    <message>
        <source>   →   read by %1</source>
        <translation>   →   読み取る要素: %1</translation>
    </message>
    <message>
        <source> and %1 more</source>
        <translation> ほか %1 件</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>unknown option &apos;{0}&apos;</source>
        <translation>不明なオプション &apos;{0}&apos;</translation>
    </message>
    <message>
        <source>option &apos;{0}&apos; takes no value</source>
        <translation>オプション &apos;{0}&apos; は値を取りません</translation>
    </message>
    <message>
        <source>option &apos;{0}&apos; needs a value</source>
        <translation>オプション &apos;{0}&apos; には値が必要です</translation>
    </message>
    <message>
        <source>{0} expects a non-negative integer, got &apos;{1}&apos;</source>
        <translation>{0} には 0 以上の整数を指定してください (&apos;{1}&apos; が指定されました)</translation>
    </message>
    <message>
        <source>dmlscope: the GUI is not built; running {0}</source>
        <translation>dmlscope: GUI がビルドされていないため、{0} を実行します</translation>
    </message>
    <message>
        <source>dmlscope: option &apos;--lang&apos; needs a value (ja, ko or en)</source>
        <translation>dmlscope: オプション &apos;--lang&apos; には値 (ja、ko、en のいずれか) が必要です</translation>
    </message>
    <message>
        <source>dmlscope: unknown language &apos;{0}&apos; for --lang (expected ja, ko or en)</source>
        <translation>dmlscope: --lang の言語 &apos;{0}&apos; は不明です (ja、ko、en のいずれかを指定してください)</translation>
    </message>
    <message>
        <source>dmlscope: unknown option &apos;{0}&apos; (see dmlscope --help)</source>
        <translation>dmlscope: 不明なオプション &apos;{0}&apos; (dmlscope --help を参照してください)</translation>
    </message>
    <message>
        <source>{0}: {1}: error: {2}</source>
        <translation>{0}: {1}: エラー: {2}</translation>
    </message>
    <message>
        <source>{0}: error: {1}</source>
        <translation>{0}: エラー: {1}</translation>
    </message>
    <message>
        <source>unknown feature level &apos;{0}&apos; (expected e.g. DML_FEATURE_LEVEL_5_0 or 5_0)</source>
        <translation>不明な機能レベル &apos;{0}&apos; (DML_FEATURE_LEVEL_5_0 や 5_0 のように指定してください)</translation>
    </message>
    <message>
        <source>{0}: valid at {1}</source>
        <translation>{0}: {1} で有効です</translation>
    </message>
    <message>
        <source>--device chooses a Vulkan device; it needs --backend gpu</source>
        <translation>--device は Vulkan デバイスを選ぶオプションです。--backend gpu と一緒に指定してください</translation>
    </message>
    <message>
        <source>the GPU backend is not available: {0}</source>
        <translation>GPU バックエンドを使用できません: {0}</translation>
    </message>
    <message>
        <source>unexpected argument &apos;{0}&apos; (usage: dmlscope devices [--json])</source>
        <translation>予期しない引数 &apos;{0}&apos; (使い方: dmlscope devices [--json])</translation>
    </message>
    <message>
        <source>no Vulkan device: {0}. The CPU backend (--backend cpu) still works.</source>
        <translation>Vulkan デバイスがありません: {0}。CPU バックエンド (--backend cpu) は引き続き使用できます。</translation>
    </message>
    <message>
        <source>driver {0}, Vulkan {1}, {2} device memory, maxStorageBufferRange {3}</source>
        <translation>ドライバー {0}、Vulkan {1}、デバイス メモリ {2}、maxStorageBufferRange {3}</translation>
    </message>
    <message>
        <source>`dmlscope run --backend gpu` uses --device N, else DMLSCOPE_DEVICE, else the first discrete, integrated, virtual, then CPU device.</source>
        <translation>`dmlscope run --backend gpu` は --device N、なければ DMLSCOPE_DEVICE、それもなければ最初のディスクリート、統合、仮想、CPU デバイスの順に使用します。</translation>
    </message>
    <message>
        <source>unknown backend &apos;{0}&apos; (expected cpu, cpu-reference or gpu)</source>
        <translation>不明なバックエンド &apos;{0}&apos; (cpu、cpu-reference、gpu のいずれかを指定してください)</translation>
    </message>
    <message>
        <source>--input expects FIELD=PATH.npy (e.g. InputTensor=image.npy), got &apos;{0}&apos;</source>
        <translation>--input には FIELD=PATH.npy (例: InputTensor=image.npy) を指定してください。指定された値: &apos;{0}&apos;</translation>
    </message>
    <message>
        <source>--input names {0}, but {1} has the inputs {2}</source>
        <translation>--input で {0} が指定されましたが、{1} の入力は {2} です</translation>
    </message>
    <message>
        <source>cannot create the folder {0}: {1}</source>
        <translation>フォルダー {0} を作成できません: {1}</translation>
    </message>
    <message>
        <source>--repeat expects a number of runs of at least 1, got &apos;{0}&apos;</source>
        <translation>--repeat には 1 以上の実行回数を指定してください。指定された値: &apos;{0}&apos;</translation>
    </message>
    <message>
        <source>usage: dmlscope compare FILE --with DIR [--dispatch N] [--backend cpu|cpu-reference|gpu] [--device N] [--max N]</source>
        <translation>使い方: dmlscope compare FILE --with DIR [--dispatch N] [--backend cpu|cpu-reference|gpu] [--device N] [--max N]</translation>
    </message>
    <message>
        <source>{0}{1}: dmlscope {2}, file {3}</source>
        <translation>{0}{1}: dmlscope {2}、ファイル {3}</translation>
    </message>
    <message>
        <source>{0}{1} in {2}: dmlscope {3}, file {4}</source>
        <translation>{0}{1} ({2}): dmlscope {3}、ファイル {4}</translation>
    </message>
    <message>
        <source>{0}: {1} of {2} elements of {3} differ</source>
        <translation>{0}: {3} の {2} 個の要素のうち {1} 個が異なります</translation>
    </message>
    <message>
        <source>{0}: the writeFile&apos;s dimensions hold too many elements</source>
        <translation>{0}: writeFile の dimensions の要素数が多すぎます</translation>
    </message>
    <message>
        <source>cannot write {0}</source>
        <translation>{0} を書き込めません</translation>
    </message>
    <message>
        <source>... and {0} more</source>
        <translation>... ほか {0} 件</translation>
    </message>
    <message>
        <source>{0}: {1} of {2} elements differ from the files in {3}</source>
        <translation>{0}: {2} 個の要素のうち {1} 個が {3} のファイルと異なります</translation>
    </message>
    <message>
        <source>{0}: all {1} elements equal the files in {2}</source>
        <translation>{0}: {1} 個の要素すべてが {2} のファイルと一致します</translation>
    </message>
    <message>
        <source>usage: dmlscope export FILE --format dxdispatch|session --output OUT [--dispatch N] [--external-bytes N]</source>
        <translation>使い方: dmlscope export FILE --format dxdispatch|session --output OUT [--dispatch N] [--external-bytes N]</translation>
    </message>
    <message>
        <source>dmlscope export: wrote {0}</source>
        <translation>dmlscope export: {0} を書き出しました</translation>
    </message>
    <message>
        <source>unknown --format &apos;{0}&apos; (expected dxdispatch or session)</source>
        <translation>不明な --format &apos;{0}&apos; (dxdispatch または session を指定してください)</translation>
    </message>
    <message>
        <source>dmlscope export: note: the descriptor is invalid, so DirectML will reject the model:</source>
        <translation>dmlscope export: 注意: 記述子が無効なため、DirectML はこのモデルを拒否します:</translation>
    </message>
    <message>
        <source>{0}: DxDispatch model: command {1}, &apos;{2}&apos; ({3}); --dispatch N picks another</source>
        <translation>{0}: DxDispatch モデル: コマンド {1}、&apos;{2}&apos; ({3})。別のコマンドは --dispatch N で選択できます</translation>
    </message>
    <message>
        <source>{0}: warning: {1}</source>
        <translation>{0}: 警告: {1}</translation>
    </message>
    <message>
        <source>--element {0}: expected TENSOR:i,j,... such as OutputTensor:0,0,3,4</source>
        <translation>--element {0}: OutputTensor:0,0,3,4 のように TENSOR:i,j,... の形式で指定してください</translation>
    </message>
    <message>
        <source>--element: index {0} of {1} is &apos;{2}&apos;, but it must be a number from 0</source>
        <translation>--element: {1} のインデックス {0} は &apos;{2}&apos; ですが、0 以上の数値である必要があります</translation>
    </message>
    <message>
        <source>source: {0}{1} (element {2}, byte {3})</source>
        <translation>参照元: {0}{1} (要素 {2}、バイト {3})</translation>
    </message>
    <message>
        <source>source: none, the padding constant {0}</source>
        <translation>参照元: なし (パディング定数 {0})</translation>
    </message>
    <message>
        <source>feeds: {0} output elements</source>
        <translation>読み取る出力要素: {0} 個</translation>
    </message>
    <message>
        <source>… and {0} more (--feeds N lists more)</source>
        <translation>… ほか {0} 件 (--feeds N でさらに表示できます)</translation>
    </message>
    <message>
        <source>{0}: note: no values, the run failed: {1}</source>
        <translation>{0}: 注意: 実行に失敗したため値がありません: {1}</translation>
    </message>
    <message>
        <source>dmlscope: unknown command &apos;{0}&apos;; did you mean &apos;{1}&apos;?</source>
        <translation>dmlscope: 不明なコマンド &apos;{0}&apos;。&apos;{1}&apos; のことですか?</translation>
    </message>
    <message>
        <source>dmlscope: unknown command &apos;{0}&apos;</source>
        <translation>dmlscope: 不明なコマンド &apos;{0}&apos;</translation>
    </message>
    <message>
        <source>The commands are: {0} (see dmlscope --help)</source>
        <translation>コマンドは次のとおりです: {0} (dmlscope --help を参照)</translation>
    </message>
    <message>
        <source>dmlscope: the app needs a display, and there is none (DISPLAY and WAYLAND_DISPLAY are not set).
The commands work without one: {0} (see dmlscope --help); QT_QPA_PLATFORM=offscreen starts the app without showing it.</source>
        <translation>dmlscope: アプリにはディスプレイが必要ですが、ありません (DISPLAY と WAYLAND_DISPLAY が設定されていません)。
コマンドはディスプレイなしで動作します: {0} (dmlscope --help を参照)。QT_QPA_PLATFORM=offscreen を指定すると、アプリを表示せずに起動します。</translation>
    </message>
    <message>
        <source>via: {0}{1}</source>
        <translation>経由: {0}{1}</translation>
    </message>
    <message>
        <source>{0}: {1}: warning: {2}</source>
        <translation>{0}: {1}: 警告: {2}</translation>
    </message>
    <message>
        <source>{0}: {1} more warnings like these</source>
        <translation>{0}: ほかに同様の警告が {1} 件あります</translation>
    </message>
    <message>
        <source>feeds: no output element</source>
        <translation>供給先: 出力要素なし</translation>
    </message>
    <message>
        <source>feeds: 1 output element</source>
        <translation>供給先: 1 個の出力要素</translation>
    </message>
    <message>
        <source>{0} ran on {1} in {2:.3f} ms</source>
        <translation>{0} は {1} で {2:.3f} ms で実行されました</translation>
    </message>
    <message>
        <source>{0} ran on {1}: median {2:.3f} ms, min {3:.3f} ms over {4} runs</source>
        <translation>{0} は {1} で実行されました: {4} 回の実行で中央値 {2:.3f} ms、最小 {3:.3f} ms</translation>
    </message>
    <message>
        <source>writing the session to standard output failed</source>
        <translation>セッションを標準出力に書き出せませんでした</translation>
    </message>
    <message>
        <source>dmlscope run: wrote {0}</source>
        <translation>dmlscope run: {0} を書き出しました</translation>
    </message>
    <message>
        <source>{0}: {1} {2}, {3} elements</source>
        <translation>{0}: {1} {2}、{3} 要素</translation>
    </message>
    <message>
        <source>dmlscope {0}: this build has no GUI, which {0} needs</source>
        <translation>dmlscope {0}: このビルドには {0} に必要な GUI がありません</translation>
    </message>
    <message>
        <source>  dmlscope devices [--json]            list the Vulkan devices dmlscope can run on
</source>
        <translation>  dmlscope devices [--json]            dmlscope が実行に使える Vulkan デバイスを一覧表示
</translation>
    </message>
    <message>
        <source>dmlscope: a visualizer and debugger for DirectML&apos;s data-movement operators
(DML_OPERATOR_{0}).

Usage:
  dmlscope [FILE]                      open the app (on FILE, or on an example)
</source>
        <translation>dmlscope: DirectML のデータ移動演算子のビジュアライザー兼デバッガー
(DML_OPERATOR_{0})。

使い方:
  dmlscope [FILE]                      アプリを開く (FILE を、または例を開く)
</translation>
    </message>
    <message>
        <source>fields:</source>
        <translation>フィールド:</translation>
    </message>
    <message>
        <source>print {0} (command {1}): {2}, {3} elements</source>
        <translation>print {0} (コマンド {1}): {2}、{3} 要素</translation>
    </message>
    <message>
        <source>writeFile (command {0}): the target &apos;{1}&apos; is not a path inside the output folder</source>
        <translation>writeFile (コマンド {0}): 書き出し先 &apos;{1}&apos; は出力フォルダーの中のパスではありません</translation>
    </message>
    <message>
        <source>writeFile (command {0}): dimensions of {1} elements, but resource &apos;{2}&apos; holds {3}</source>
        <translation>writeFile (コマンド {0}): dimensions は {1} 要素ですが、リソース &apos;{2}&apos; には {3} 要素しかありません</translation>
    </message>
    <message>
        <source>--all runs every command of a model and takes only --npy-out DIR and --quiet, not {0}</source>
        <translation>--all はモデルのすべてのコマンドを実行し、--npy-out DIR と --quiet だけを受け付けます。{0} は使えません</translation>
    </message>
    <message>
        <source>--all runs the commands of a DxDispatch model; {0} is a session</source>
        <translation>--all は DxDispatch モデルのコマンドを実行します。{0} はセッションです</translation>
    </message>
    <message>
        <source>{0}: ran {1} of the model&apos;s {2} dispatches on the CPU</source>
        <translation>{0}: モデルの {2} 個の dispatch のうち {1} 個を CPU で実行しました</translation>
    </message>
    <message>
        <source>{0}: ONNX model: node {1} &quot;{2}&quot; ({3}, opset {4}) as {5}; --node NAME|INDEX picks another</source>
        <translation>{0}: ONNX モデル: {5} として扱うノード {1} &quot;{2}&quot; ({3}、opset {4})。別のノードは --node NAME|INDEX で選択できます</translation>
    </message>
    <message>
        <source>  dmlscope run FILE [--backend cpu|cpu-reference|gpu] [--device N] [--input FIELD=PATH.npy|NAME=PATH.pb]...
                    [--output OUT|-] [--npy-out DIR] [--with-sources] [--repeat N] [--dispatch N] [--quiet]
                    [--all] [--node NAME|INDEX]
                                       run the operator and print a summary: its time, and each
                                       output&apos;s type, shape and values (large ones summarised as NumPy
                                       does); --output writes the session with every output&apos;s Data to
                                       OUT, tensors over 256 KiB as .npy files beside it (out.json:
                                       out.OutputTensor.npy), or with -, all of it to standard output;
                                       --input replaces an input&apos;s data with a .npy file
                                       (InputTensor=x.npy, InputTensors[1]=y.npy; an ONNX model&apos;s
                                       values by name, x=x.npy or x=x.pb); --npy-out writes
                                       each output as DIR/OutputTensor.npy, DIR/OutputTensors.N.npy
                                       (then OUT names them), and a model&apos;s outputs also as its
                                       writeFile targets; --with-sources adds each output element&apos;s
                                       source as [input, element] or null (padding), or
                                       DIR/OUTPUT.sources.npy; --repeat times N runs after a warm-up
                                       (median and min); --quiet prints nothing but errors and
                                       --repeat&apos;s timing; --all runs every command of a DxDispatch
                                       model in order, as dxdispatch.exe does: it prints each print
                                       command&apos;s resource and writes each writeFile target below
                                       --npy-out DIR (default: here)
</source>
        <translation>  dmlscope run FILE [--backend cpu|cpu-reference|gpu] [--device N] [--input FIELD=PATH.npy|NAME=PATH.pb]...
                    [--output OUT|-] [--npy-out DIR] [--with-sources] [--repeat N] [--dispatch N] [--quiet]
                    [--all] [--node NAME|INDEX]
                                       演算子を実行し、概要を表示する: 実行時間と、各出力の型、形状、値
                                       (大きな出力は NumPy と同じように要約)。--output はすべての出力の
                                       Data を含むセッションを OUT に書き出し、256 KiB を超えるテンソルは
                                       その隣に .npy ファイルとして書き出す (out.json: out.OutputTensor.npy)。
                                       - を指定するとすべてを標準出力に書き出す。
                                       --input は入力のデータを .npy ファイルで置き換える
                                       (InputTensor=x.npy、InputTensors[1]=y.npy。ONNX モデルの値は名前で
                                       指定: x=x.npy または x=x.pb)。--npy-out は
                                       各出力を DIR/OutputTensor.npy、DIR/OutputTensors.N.npy として書き出す
                                       (OUT はそれらを参照する)。DxDispatch モデルの出力は、その writeFile
                                       の書き出し先にも書き出す。--with-sources は各出力要素の参照元を
                                       [入力, 要素] または null (パディング) として、または
                                       DIR/OUTPUT.sources.npy として追加。--repeat はウォームアップ後の
                                       N 回の実行時間を計測 (中央値と最小値)。--quiet はエラーと
                                       --repeat の計測結果以外を表示しない。--all は DxDispatch モデルの
                                       すべてのコマンドを dxdispatch.exe と同じ順に実行する: print コマンドの
                                       リソースを表示し、writeFile の書き出し先を --npy-out DIR
                                       (既定: カレントフォルダー) の下に書き出す
</translation>
    </message>
    <message>
        <source>  dmlscope validate FILE [--feature-level FL] [--json] [--dispatch N] [--node NAME|INDEX] [--input F=PATH]...
                                       check the descriptor: exit 0 valid, 1 invalid, 2 unreadable
</source>
        <translation>  dmlscope validate FILE [--feature-level FL] [--json] [--dispatch N] [--node NAME|INDEX] [--input F=PATH]...
                                       記述子を検証する。終了コード 0 は有効、1 は無効、2 は読み取り不能
</translation>
    </message>
    <message>
        <source>  dmlscope export FILE --format dxdispatch|session --output OUT [--external-bytes N] [--dispatch N]
                  [--node NAME|INDEX] [--input F=PATH]...
                                       write the session as a DxDispatch model that DirectML&apos;s own
                                       runner (dxdispatch.exe) runs, inputs over N bytes (default
                                       262144) as .npy files beside it; or a model&apos;s dispatch as a session
</source>
        <translation>  dmlscope export FILE --format dxdispatch|session --output OUT [--external-bytes N] [--dispatch N]
                  [--node NAME|INDEX] [--input F=PATH]...
                                       セッションを、DirectML 自身の実行ツール (dxdispatch.exe) で実行できる
                                       DxDispatch モデルとして書き出す。N バイト (既定は 262144) を超える
                                       入力はその隣に .npy ファイルとして書き出す。またはモデルのディスパッチをセッションとして書き出す
</translation>
    </message>
    <message>
        <source>  dmlscope compare FILE --with DIR [--backend cpu|cpu-reference|gpu] [--device N] [--max N] [--dispatch N]
                   [--node NAME|INDEX] [--input F=PATH]...
                                       run, then compare every output with DIR/OutputTensor.npy,
                                       DIR/OutputTensors.N.npy (a DxDispatch model: every file its
                                       writeFile commands name, .npy or raw) bit for bit and list the
                                       first --max differences: exit 0 equal, 1 different, 2 cannot
                                       compare
</source>
        <translation>  dmlscope compare FILE --with DIR [--backend cpu|cpu-reference|gpu] [--device N] [--max N] [--dispatch N]
                   [--node NAME|INDEX] [--input F=PATH]...
                                       実行してから、すべての出力を DIR/OutputTensor.npy、
                                       DIR/OutputTensors.N.npy (DxDispatch モデルでは、その writeFile
                                       コマンドが指定するすべてのファイル、.npy または raw) とビット
                                       単位で比較し、最初の --max 個の相違を一覧表示する。終了コード
                                       0 は一致、1 は相違あり、2 は比較不能
</translation>
    </message>
    <message>
        <source>  dmlscope explain FILE --element TENSOR:i,j,... [--json] [--feeds N] [--fields] [--dispatch N]
                   [--node NAME|INDEX] [--input F=PATH]...
                                       why an element is what it is: the operator&apos;s formula step by
                                       step with the element&apos;s numbers, its source and offset (an
                                       output; TENSOR as in OutputTensors[1]), or the outputs it feeds,
                                       the first N (default 20) listed (an input); --fields adds what
                                       each operator field the steps name is (the form&apos;s help)
</source>
        <translation>  dmlscope explain FILE --element TENSOR:i,j,... [--json] [--feeds N] [--fields] [--dispatch N]
                   [--node NAME|INDEX] [--input F=PATH]...
                                       要素がなぜその値になるのかを説明する。出力の場合は、演算子の式を
                                       その要素の数値で 1 ステップずつ示し、参照元とオフセットを表示
                                       (TENSOR は OutputTensors[1] のように指定)。入力の場合は、その要素を
                                       読み取る出力を最初の N 個 (既定は 20) まで一覧表示。--fields は
                                       ステップが名前を挙げる演算子フィールドの説明 (フォームのヘルプ) を追加
</translation>
    </message>
    <message>
        <source>  dmlscope nodes MODEL.onnx [--json]
                                       list an ONNX model&apos;s nodes: index, name, op type and opset,
                                       input and output shapes, and the DirectML operator ONNX
                                       Runtime&apos;s DirectML provider runs for each, or why it has none
</source>
        <translation>  dmlscope nodes MODEL.onnx [--json]
                                       ONNX モデルのノードを一覧表示する: インデックス、名前、演算の種類と
                                       opset、入力と出力の形状、そして ONNX Runtime の DirectML プロバイダーが
                                       各ノードを実行する DirectML 演算子、またはそれがない理由
</translation>
    </message>
    <message>
        <source>  dmlscope onnx-test DIR [--backend cpu|cpu-reference|gpu] [--device N] [--max N]
                                       run an ONNX node test folder (model.onnx, test_data_set_*/
                                       input_K.pb and output_K.pb) as the DirectML operator and compare
                                       bit for bit: exit 0 equal, 1 different, 2 unreadable or not run
                                       by the DirectML provider
</source>
        <translation>  dmlscope onnx-test DIR [--backend cpu|cpu-reference|gpu] [--device N] [--max N]
                                       ONNX ノード テスト フォルダー (model.onnx、test_data_set_*/
                                       input_K.pb と output_K.pb) を DirectML 演算子として実行し、ビット
                                       単位で比較する。終了コード 0 は一致、1 は相違あり、2 は読み取り
                                       不能または DirectML プロバイダーが実行しないノード
</translation>
    </message>
    <message>
        <source>  dmlscope render FILE --output FIG.png|FIG.svg [--scale S] [--theme light|dark]
                   [--select OUTPUT_TENSOR:i,j,...] [--buffer TENSOR] [--colour-by-source]
                   [--compare FIELD=VALUE] [--dispatch N] [--node NAME|INDEX]
                                       draw the mapping view without a display; --buffer draws
                                       TENSOR&apos;s buffer in memory order under the grids, --compare the
                                       session beside its variant with FIELD set to VALUE
</source>
        <translation>  dmlscope render FILE --output FIG.png|FIG.svg [--scale S] [--theme light|dark]
                   [--select OUTPUT_TENSOR:i,j,...] [--buffer TENSOR] [--colour-by-source]
                   [--compare FIELD=VALUE] [--dispatch N] [--node NAME|INDEX]
                                       ディスプレイなしでマッピング ビューを描画。--buffer は TENSOR の
                                       バッファーをメモリ順にグリッドの下に描き、--compare は FIELD を
                                       VALUE にしたバリアントとセッションを並べて描く
</translation>
    </message>
    <message>
        <source>expected one session file, DxDispatch model or ONNX model and --element (usage: dmlscope explain FILE --element TENSOR:i,j,... [--json] [--feeds N] [--fields] [--dispatch N] [--node NAME|INDEX])</source>
        <translation>セッション ファイルを 1 つと --element を指定してください。DxDispatch モデルまたは ONNX モデルも指定できます (使い方: dmlscope explain FILE --element TENSOR:i,j,... [--json] [--feeds N] [--fields] [--dispatch N] [--node NAME|INDEX])</translation>
    </message>
    <message>
        <source>from ONNX node {0} &quot;{1}&quot; ({2}, opset {3}):</source>
        <translation>ONNX ノード {0} &quot;{1}&quot; ({2}、opset {3}) から:</translation>
    </message>
    <message>
        <source>expected one ONNX model (usage: dmlscope nodes MODEL.onnx [--json])</source>
        <translation>ONNX モデルを 1 つ指定してください (使い方: dmlscope nodes MODEL.onnx [--json])</translation>
    </message>
    <message>
        <source>runs as {0}</source>
        <translation>{0} として実行</translation>
    </message>
    <message>
        <source>no DirectML operator here: {0}</source>
        <translation>DirectML 演算子なし: {0}</translation>
    </message>
    <message>
        <source>{0}: note: {1}</source>
        <translation>{0}: 注意: {1}</translation>
    </message>
    <message>
        <source>{0}: {1} nodes, {2} of them run as DirectML operators dmlscope knows</source>
        <translation>{0}: ノード {1} 個、そのうち {2} 個が dmlscope の扱える DirectML 演算子として実行されます</translation>
    </message>
    <message>
        <source>expected one ONNX node test folder (usage: dmlscope onnx-test DIR [--backend cpu|cpu-reference|gpu] [--device N] [--max N])</source>
        <translation>ONNX ノード テスト フォルダーを 1 つ指定してください (使い方: dmlscope onnx-test DIR [--backend cpu|cpu-reference|gpu] [--device N] [--max N])</translation>
    </message>
    <message>
        <source>{0}: {1} of {2} elements differ ({3})</source>
        <translation>{0}: {2} 個の要素のうち {1} 個が異なります ({3})</translation>
    </message>
    <message>
        <source>{0}: all {1} elements of {2} data sets equal ({3})</source>
        <translation>{0}: {2} 個のデータ セットの {1} 個の要素すべてが一致します ({3})</translation>
    </message>
    <message>
        <source>expected one session file, DxDispatch model or ONNX model (usage: dmlscope run FILE [--dispatch N] [--node NAME|INDEX] [--backend cpu|cpu-reference|gpu] [--input FIELD=PATH.npy] [--output OUT|-] [--npy-out DIR] [--with-sources] [--repeat N])</source>
        <translation>セッション ファイルを 1 つ指定してください。DxDispatch モデルまたは ONNX モデルも指定できます (使い方: dmlscope run FILE [--dispatch N] [--node NAME|INDEX] [--backend cpu|cpu-reference|gpu] [--input FIELD=PATH.npy] [--output OUT|-] [--npy-out DIR] [--with-sources] [--repeat N])</translation>
    </message>
    <message>
        <source>  dmlscope --help | --version

FILE is a dmlscope session or a DxDispatch model (.json), or an ONNX model (.onnx); for a DxDispatch model,
--dispatch N opens command N of its &quot;commands&quot; (default: the first dispatch of a supported operator); for an
ONNX model, --node NAME|INDEX opens that node as the DirectML operator ONNX Runtime&apos;s DirectML provider runs
(default: the first such node), --input NAME=PATH.npy|PATH.pb gives a value the model does not hold.
Every command takes --lang ja|ko|en: the language of the app and its messages (default: the system&apos;s).
Environment: DMLSCOPE_DEVICE=N picks a Vulkan device; DMLSCOPE_DISABLE_VULKAN=1 hides Vulkan.
Exit codes: 0 success, 1 invalid descriptor or failed run, 2 bad usage or unreadable file.
</source>
        <translation>  dmlscope --help | --version

FILE は dmlscope セッションまたは DxDispatch モデル (.json)、あるいは ONNX モデル (.onnx) です。DxDispatch
モデルの場合、--dispatch N はその &quot;commands&quot; のコマンド N を開きます (既定: サポートされる演算子の最初の
ディスパッチ)。ONNX モデルの場合、--node NAME|INDEX はそのノードを、ONNX Runtime の DirectML プロバイダーが
実行する DirectML 演算子として開きます (既定: そのような最初のノード)。--input NAME=PATH.npy|PATH.pb は
モデルが持たない値を与えます。
どのコマンドにも --lang ja|ko|en を指定できます: アプリとメッセージの言語 (既定はシステムの言語)。
環境変数: DMLSCOPE_DEVICE=N で Vulkan デバイスを選択、DMLSCOPE_DISABLE_VULKAN=1 で Vulkan を非表示。
終了コード: 0 成功、1 記述子が無効または実行に失敗、2 使い方の誤りまたはファイルを読み取れない。
</translation>
    </message>
    <message>
        <source>expected one session file, DxDispatch model or ONNX model (usage: dmlscope validate FILE [--dispatch N] [--node NAME|INDEX] [--feature-level FL] [--json])</source>
        <translation>セッション ファイルを 1 つ指定してください。DxDispatch モデルまたは ONNX モデルも指定できます (使い方: dmlscope validate FILE [--dispatch N] [--node NAME|INDEX] [--feature-level FL] [--json])</translation>
    </message>
</context>
<context>
    <name>CoreMessages</name>
    <message>
        <source>{0} is DML_TENSOR_DATA_TYPE_UNKNOWN; a tensor needs a real data type</source>
        <translation>{0} が DML_TENSOR_DATA_TYPE_UNKNOWN です。テンソルには実際のデータ型が必要です</translation>
    </message>
    <message>
        <source>{0} is {1}, which {2} does not support at {3} (supported: {4})</source>
        <translation>{0} は {1} ですが、{2} は {3} でこのデータ型をサポートしていません (サポートされるデータ型: {4})</translation>
    </message>
    <message>
        <source>{0} is {1}, but {2} supports {3} dimensions at {4}</source>
        <translation>{0} は {1} ですが、{2} が {4} でサポートする次元数は {3} です</translation>
    </message>
    <message>
        <source>{0} is {1}, but a tensor has 1 to 8 dimensions</source>
        <translation>{0} は {1} ですが、テンソルの次元数は 1 から 8 です</translation>
    </message>
    <message>
        <source>{0} is {1}, but the length of Sizes is {2}</source>
        <translation>{0} は {1} ですが、Sizes の長さは {2} です</translation>
    </message>
    <message>
        <source>{0} has length {1}, but the tensor&apos;s DimensionCount is {2}</source>
        <translation>{0} の長さは {1} ですが、テンソルの DimensionCount は {2} です</translation>
    </message>
    <message>
        <source>{0} is 0; every size must be at least 1</source>
        <translation>{0} が 0 です。サイズはすべて 1 以上である必要があります</translation>
    </message>
    <message>
        <source>{0}: the product of the sizes does not fit in 64 bits</source>
        <translation>{0}: サイズの積が 64 ビットに収まりません</translation>
    </message>
    <message>
        <source>{0}: a packed layout of these sizes needs strides above 2^32 - 1, more than DirectML&apos;s 32-bit Strides hold</source>
        <translation>{0}: これらのサイズをパックしたレイアウトには 2^32 - 1 を超えるストライドが必要で、DirectML の 32 ビットの Strides には収まりません</translation>
    </message>
    <message>
        <source>{0}: the buffer these sizes and strides reach does not fit in 64 bits</source>
        <translation>{0}: これらのサイズとストライドが参照するバッファーが 64 ビットに収まりません</translation>
    </message>
    <message>
        <source>{0} is {1}, but the sizes and strides reach {2} bytes (DirectML&apos;s minimum size)</source>
        <translation>{0} は {1} ですが、サイズとストライドは {2} バイトまで参照します (DirectML の最小サイズ)</translation>
    </message>
    <message>
        <source>{0} is {1}, which is not a multiple of 4</source>
        <translation>{0} は {1} で、4 の倍数ではありません</translation>
    </message>
    <message>
        <source>{0} is {1}; the only flags are DML_TENSOR_FLAG_NONE (0) and DML_TENSOR_FLAG_OWNED_BY_DML (1)</source>
        <translation>{0} は {1} です。フラグは DML_TENSOR_FLAG_NONE (0) と DML_TENSOR_FLAG_OWNED_BY_DML (1) のみです</translation>
    </message>
    <message>
        <source>{0} is {1}; it must be 0 or a power of two of at least 16</source>
        <translation>{0} は {1} です。0 または 16 以上の 2 のべき乗である必要があります</translation>
    </message>
    <message>
        <source>{0}: dimension {1} has size {2} but stride 0, so its output elements share memory</source>
        <translation>{0}: 次元 {1} はサイズ {2} ですがストライドが 0 のため、その出力要素が同じメモリを共有します</translation>
    </message>
    <message>
        <source>{0}: with these strides, different output elements share memory (dimension {1}: size {2} × stride {3} reaches past stride {5} of dimension {4})</source>
        <translation>{0}: このストライドでは、異なる出力要素が同じメモリを共有します (次元 {1}: サイズ {2} × ストライド {3} が次元 {4} のストライド {5} を超えます)</translation>
    </message>
    <message>
        <source>{0} has length {1}, but the strides need at least {2}</source>
        <translation>{0} の長さは {1} ですが、ストライドには少なくとも {2} が必要です</translation>
    </message>
    <message>
        <source>{0} has length {1}, but TotalTensorSizeInBytes holds only {2} elements</source>
        <translation>{0} の長さは {1} ですが、TotalTensorSizeInBytes には {2} 個の要素しか収まりません</translation>
    </message>
    <message>
        <source>{0} {1} was introduced in {2}; it is not available at {3}</source>
        <translation>{0} {1} は {2} で導入されました。{3} では使用できません</translation>
    </message>
    <message>
        <source>{0} is {1}, but {2} is {3}; the tensors must have the same DataType</source>
        <translation>{0} は {1} ですが、{2} は {3} です。テンソルの DataType は同じである必要があります</translation>
    </message>
    <message>
        <source>{0} is {1}, but {2} is {3}; the tensors must have the same DimensionCount</source>
        <translation>{0} は {1} ですが、{2} は {3} です。テンソルの DimensionCount は同じである必要があります</translation>
    </message>
    <message>
        <source>{0} is {1}, but {2}</source>
        <translation>{0} は {1} ですが、{2} です</translation>
    </message>
    <message>
        <source>{0} is {1}, but the length of {2} is {3}</source>
        <translation>{0} は {1} ですが、{2} の長さは {3} です</translation>
    </message>
    <message>
        <source>{0} has length {1}, but {2} is {3}</source>
        <translation>{0} の長さは {1} ですが、{2} は {3} です</translation>
    </message>
    <message>
        <source>{0} is 0; it must be greater than 0</source>
        <translation>{0} が 0 です。0 より大きくする必要があります</translation>
    </message>
    <message>
        <source>{0} is {1}, but it must be in [0, {2}] for {3} dimensions</source>
        <translation>{0} は {1} ですが、{3} 次元では [0, {2}] の範囲内である必要があります</translation>
    </message>
    <message>
        <source>{0}: {1} does not fit in 32 bits</source>
        <translation>{0}: {1} が 32 ビットに収まりません</translation>
    </message>
    <message>
        <source>{0} is {1}, but InputTensor.DimensionCount is {2}; RepeatsCount must equal it</source>
        <translation>{0} は {1} ですが、InputTensor.DimensionCount は {2} です。RepeatsCount はこれと同じである必要があります</translation>
    </message>
    <message>
        <source>{0} is 0; every repeat count must be greater than 0</source>
        <translation>{0} が 0 です。繰り返し回数はすべて 0 より大きくする必要があります</translation>
    </message>
    <message>
        <source>{0} is {1}, which is not a DML_PADDING_MODE</source>
        <translation>{0} は {1} で、DML_PADDING_MODE の値ではありません</translation>
    </message>
    <message>
        <source>{0} is {1}, which was introduced in {2}; it is not available at {3}</source>
        <translation>{0} は {1} ですが、これは {2} で導入されたため {3} では使用できません</translation>
    </message>
    <message>
        <source>{0} is {1}, but InputTensor.DimensionCount is {2}; they must be equal</source>
        <translation>{0} は {1} ですが、InputTensor.DimensionCount は {2} です。両者は等しい必要があります</translation>
    </message>
    <message>
        <source>{0} is {1}, but InputTensor.Sizes[{2}] is 1: reflection of a single element has no element to mirror to</source>
        <translation>{0} は {1} ですが、InputTensor.Sizes[{2}] が 1 です。要素が 1 つしかないと、反射でミラー化する先の要素がありません</translation>
    </message>
    <message>
        <source>{0} is 0; the block size must be greater than 0</source>
        <translation>{0} が 0 です。ブロック サイズは 0 より大きくする必要があります</translation>
    </message>
    <message>
        <source>{0} is {1}, which is not a DML_DEPTH_SPACE_ORDER</source>
        <translation>{0} は {1} で、DML_DEPTH_SPACE_ORDER の値ではありません</translation>
    </message>
    <message>
        <source>{0} is {1}, which is not divisible by BlockSize × BlockSize = {2}</source>
        <translation>{0} は {1} で、BlockSize × BlockSize = {2} で割り切れません</translation>
    </message>
    <message>
        <source>{0} is {1}, but InputTensor.Sizes[{2}] is {3}; outside Axis {4}, every output must match the input</source>
        <translation>{0} は {1} ですが、InputTensor.Sizes[{2}] は {3} です。Axis {4} 以外の次元では、すべての出力が入力と同じサイズである必要があります</translation>
    </message>
    <message>
        <source>{0}: the outputs&apos; Sizes[{1}] sum to {2} ({3}), but InputTensor.Sizes[{1}] is {4}</source>
        <translation>{0}: 出力の Sizes[{1}] の合計は {2} ({3}) ですが、InputTensor.Sizes[{1}] は {4} です</translation>
    </message>
    <message>
        <source>{0} is {1}, but OutputTensor.Sizes[{2}] is {3}; outside Axis {4}, every input must match the output</source>
        <translation>{0} は {1} ですが、OutputTensor.Sizes[{2}] は {3} です。Axis {4} 以外の次元では、すべての入力が出力と同じサイズである必要があります</translation>
    </message>
    <message>
        <source>{0} is {1}, but the inputs&apos; Sizes[{2}] sum to {3} ({4})</source>
        <translation>{0} は {1} ですが、入力の Sizes[{2}] の合計は {3} ({4}) です</translation>
    </message>
    <message>
        <source>{0} is {1}; dmlscope maps at most {2} inputs</source>
        <translation>{0} は {1} です。dmlscope がマッピングできる入力は最大 {2} 個です</translation>
    </message>
    <message>
        <source>{0} has {1} elements; the index map addresses at most 2^48</source>
        <translation>{0} の要素数は {1} です。インデックス マップが扱える要素は最大 2^48 個です</translation>
    </message>
    <message>
        <source>the descriptor is invalid:{0}</source>
        <translation>記述子が無効です:{0}</translation>
    </message>
    <message>
        <source>the run was cancelled</source>
        <translation>実行がキャンセルされました</translation>
    </message>
    <message>
        <source>internal error: input {0} read past its buffer at element {1}</source>
        <translation>内部エラー: 入力 {0} が要素 {1} でバッファーの範囲外を読み取りました</translation>
    </message>
    <message>
        <source>Vulkan is disabled by the environment (DMLSCOPE_DISABLE_VULKAN={0}); unset it to use the GPU</source>
        <translation>Vulkan は環境変数によって無効にされています (DMLSCOPE_DISABLE_VULKAN={0})。GPU を使用するには、この変数の設定を解除してください</translation>
    </message>
    <message>
        <source>the Vulkan loader (libvulkan.so.1) could not be opened: install a Vulkan driver (for a CPU-only machine, Mesa&apos;s lavapipe: the mesa-vulkan-drivers package) or use the CPU backend</source>
        <translation>Vulkan ローダー (libvulkan.so.1) を開けませんでした: Vulkan ドライバー (CPU のみのマシンでは Mesa の lavapipe: mesa-vulkan-drivers パッケージ) をインストールするか、CPU バックエンドを使用してください</translation>
    </message>
    <message>
        <source>the Vulkan loader supports only Vulkan {0}; dmlscope needs {1} or later</source>
        <translation>Vulkan ローダーは Vulkan {0} までしかサポートしていません。dmlscope には {1} 以降が必要です</translation>
    </message>
    <message>
        <source>creating a Vulkan instance (is a Vulkan driver installed?) failed: {0}</source>
        <translation>Vulkan インスタンスの作成に失敗しました (Vulkan ドライバーはインストールされていますか?): {0}</translation>
    </message>
    <message>
        <source>the Vulkan driver reports no device</source>
        <translation>Vulkan ドライバーがデバイスを 1 つも報告していません</translation>
    </message>
    <message>
        <source>none of the {0} Vulkan devices supports compute with Vulkan {1}</source>
        <translation>{0} 個の Vulkan デバイスのいずれも、Vulkan {1} でのコンピュートをサポートしていません</translation>
    </message>
    <message>
        <source>{0} asks for Vulkan device {1}, but there is only {2} (0 to {3}); `dmlscope devices` lists them</source>
        <translation>{0} は Vulkan デバイス {1} を指定していますが、デバイスは {2} 個 (0 ～ {3}) しかありません。`dmlscope devices` で一覧を表示できます</translation>
    </message>
    <message>
        <source>{0} asks for Vulkan device {1}, but there are only {2} (0 to {3}); `dmlscope devices` lists them</source>
        <translation>{0} は Vulkan デバイス {1} を指定していますが、デバイスは {2} 個 (0 ～ {3}) しかありません。`dmlscope devices` で一覧を表示できます</translation>
    </message>
    <message>
        <source>DMLSCOPE_DEVICE={0} is not a device index (a number from 0; `dmlscope devices` lists them)</source>
        <translation>DMLSCOPE_DEVICE={0} はデバイス インデックス (0 から始まる数値) ではありません。`dmlscope devices` で一覧を表示できます</translation>
    </message>
    <message>
        <source>{0} has no compute queue</source>
        <translation>{0} にはコンピュート キューがありません</translation>
    </message>
    <message>
        <source>{0} needs {1}, more than {2} allows in one buffer ({3})</source>
        <translation>{0} には {1} が必要で、{2} が 1 つのバッファーに許す上限 ({3}) を超えています</translation>
    </message>
    <message>
        <source>creating a buffer of {0} for {1} failed: {2}</source>
        <translation>{1} 用の {0} のバッファーの作成に失敗しました: {2}</translation>
    </message>
    <message>
        <source>{0} has no suitable memory type for {1}</source>
        <translation>{0} には {1} に適したメモリの種類がありません</translation>
    </message>
    <message>
        <source>not enough memory on {0} for {1}: allocating {2} failed with {3} ({4} already in use by this run, heap of {5}); try a smaller tensor or the CPU backend</source>
        <translation>{0} のメモリが {1} には足りません: {2} の確保が {3} で失敗しました (この実行で使用中: {4}、ヒープ: {5})。より小さいテンソルか CPU バックエンドを試してください</translation>
    </message>
    <message>
        <source>not enough host memory for this run (the outputs, the index map and the transfers are held in the computer&apos;s memory); try smaller tensors or run without the index map</source>
        <translation>この実行にはホスト メモリが足りません (出力、インデックス マップ、転送データはコンピューターのメモリに保持されます)。より小さいテンソルを使うか、インデックス マップなしで実行してください</translation>
    </message>
    <message>
        <source>submitting work to the GPU failed: the GPU ({0}) was lost (reset, or its driver failed). The next GPU run opens it again; the CPU backend still works</source>
        <translation>GPU への作業の送信に失敗しました: GPU ({0}) が失われました (リセットされたか、ドライバーが失敗しました)。次の GPU 実行でデバイスを開き直します。CPU バックエンドは引き続き使用できます</translation>
    </message>
    <message>
        <source>waiting for the GPU failed: the GPU ({0}) was lost (reset, or its driver failed). The next GPU run opens it again; the CPU backend still works</source>
        <translation>GPU の完了待ちに失敗しました: GPU ({0}) が失われました (リセットされたか、ドライバーが失敗しました)。次の GPU 実行でデバイスを開き直します。CPU バックエンドは引き続き使用できます</translation>
    </message>
    <message>
        <source>the GPU ({0}) is no longer usable</source>
        <translation>GPU ({0}) はもう使用できません</translation>
    </message>
    <message>
        <source>the GPU ({0}) did not finish within {1} s; it may be hung. Its buffers were left alone; the next GPU run opens the device again, and the CPU backend still works</source>
        <translation>GPU ({0}) が {1} 秒以内に完了しませんでした。ハングしている可能性があります。バッファーはそのまま残しました。次の GPU 実行でデバイスを開き直します。CPU バックエンドは引き続き使用できます</translation>
    </message>
    <message>
        <source>this run would need more than {0} GPU dispatches: the tensors are too large for the device&apos;s storage-buffer range ({1} bytes) with these strides; use the CPU backend</source>
        <translation>この実行には {0} 回を超える GPU ディスパッチが必要です: これらのストライドでは、テンソルがデバイスのストレージ バッファー範囲 ({1} バイト) に対して大きすぎます。CPU バックエンドを使用してください</translation>
    </message>
    <message>
        <source>line {0}: a session file holds one JSON object, got {1}</source>
        <translation>{0} 行目: セッションファイルは JSON オブジェクトを 1 つ保持しますが、{1} です</translation>
    </message>
    <message>
        <source>line {0}, {1}: missing: a session file needs &quot;{2}&quot;</source>
        <translation>{0} 行目、{1}: ありません: セッションファイルには &quot;{2}&quot; が必要です</translation>
    </message>
    <message>
        <source>line {0}, {1}: missing: a tensor needs &quot;{2}&quot;</source>
        <translation>{0} 行目、{1}: ありません: テンソルには &quot;{2}&quot; が必要です</translation>
    </message>
    <message>
        <source>line {0}, {1}: missing: the descriptor needs &quot;{2}&quot;</source>
        <translation>{0} 行目、{1}: ありません: 記述子には &quot;{2}&quot; が必要です</translation>
    </message>
    <message>
        <source>line {0}, {1}: missing: {2} needs &quot;{3}&quot;</source>
        <translation>{0} 行目、{1}: ありません: {2} には &quot;{3}&quot; が必要です</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected an object, got {2}</source>
        <translation>{0} 行目、{1}: オブジェクトが必要ですが、{2} です</translation>
    </message>
    <message>
        <source>line {0}, {1}: unknown field &quot;{2}&quot;; the fields of a session file are {3}</source>
        <translation>{0} 行目、{1}: 不明なフィールド &quot;{2}&quot; です。セッションファイルのフィールドは {3} です</translation>
    </message>
    <message>
        <source>line {0}, {1}: unknown field &quot;{2}&quot;; the fields of {3} are {4}</source>
        <translation>{0} 行目、{1}: 不明なフィールド &quot;{2}&quot; です。{3} のフィールドは {4} です</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected an unsigned 32-bit integer, got {2}</source>
        <translation>{0} 行目、{1}: 符号なし 32 ビット整数が必要ですが、{2} です</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected an unsigned 64-bit integer, got {2}</source>
        <translation>{0} 行目、{1}: 符号なし 64 ビット整数が必要ですが、{2} です</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected an array of unsigned 32-bit integers, got {2}</source>
        <translation>{0} 行目、{1}: 符号なし 32 ビット整数の配列が必要ですが、{2} です</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected a string, got {2}</source>
        <translation>{0} 行目、{1}: 文字列が必要ですが、{2} です</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected a number or one of &quot;nan&quot;, &quot;inf&quot;, &quot;-inf&quot;, got {2}</source>
        <translation>{0} 行目、{1}: 数値または &quot;nan&quot;、&quot;inf&quot;、&quot;-inf&quot; のいずれかが必要ですが、{2} です</translation>
    </message>
    <message>
        <source>line {0}, {1}: {2} is too large for {3} (largest finite value {4})</source>
        <translation>{0} 行目、{1}: {2} は {3} には大きすぎます (最大の有限値は {4})</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected a string naming the feature level, got {2}</source>
        <translation>{0} 行目、{1}: 機能レベルを示す文字列が必要ですが、{2} です</translation>
    </message>
    <message>
        <source>line {0}, {1}: unknown feature level {2}; expected one of {3} (the prefix may be left out)</source>
        <translation>{0} 行目、{1}: 不明な機能レベル {2} です。{3} のいずれかが必要です (接頭辞は省略可能)</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected a string naming the operator, got {2}</source>
        <translation>{0} 行目、{1}: 演算子を示す文字列が必要ですが、{2} です</translation>
    </message>
    <message>
        <source>line {0}, {1}: unknown operator {2}; expected one of {3} (the prefix may be left out)</source>
        <translation>{0} 行目、{1}: 不明な演算子 {2} です。{3} のいずれかが必要です (接頭辞は省略可能)</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected a string naming the data type, got {2}</source>
        <translation>{0} 行目、{1}: データ型を示す文字列が必要ですが、{2} です</translation>
    </message>
    <message>
        <source>line {0}, {1}: unknown data type {2}; expected one of {3} (the prefix may be left out)</source>
        <translation>{0} 行目、{1}: 不明なデータ型 {2} です。{3} のいずれかが必要です (接頭辞は省略可能)</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected a string naming the padding mode, got {2}</source>
        <translation>{0} 行目、{1}: パディングモードを示す文字列が必要ですが、{2} です</translation>
    </message>
    <message>
        <source>line {0}, {1}: unknown padding mode {2}; expected one of {3} (the prefix may be left out)</source>
        <translation>{0} 行目、{1}: 不明なパディングモード {2} です。{3} のいずれかが必要です (接頭辞は省略可能)</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected a string naming the padding mode or its unsigned 32-bit value, got {2}</source>
        <translation>{0} 行目、{1}: パディングモードを示す文字列またはその符号なし 32 ビット値が必要ですが、{2} です</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected a string naming the depth-space order, got {2}</source>
        <translation>{0} 行目、{1}: 深さ・空間の順序を示す文字列が必要ですが、{2} です</translation>
    </message>
    <message>
        <source>line {0}, {1}: unknown depth-space order {2}; expected one of {3} (the prefix may be left out)</source>
        <translation>{0} 行目、{1}: 不明な深さ・空間の順序 {2} です。{3} のいずれかが必要です (接頭辞は省略可能)</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected a string naming the depth-space order or its unsigned 32-bit value, got {2}</source>
        <translation>{0} 行目、{1}: 深さ・空間の順序を示す文字列またはその符号なし 32 ビット値が必要ですが、{2} です</translation>
    </message>
    <message>
        <source>line {0}, {1}: missing: a session file starts with &quot;dmlscope&quot;: {2} (the format version)</source>
        <translation>{0} 行目、{1}: ありません: セッションファイルは &quot;dmlscope&quot;: {2} (形式のバージョン) で始まります</translation>
    </message>
    <message>
        <source>line {0}, {1}: format version {2} is not supported; this dmlscope reads version {3}</source>
        <translation>{0} 行目、{1}: 形式のバージョン {2} はサポートされていません。この dmlscope が読めるのはバージョン {3} です</translation>
    </message>
    <message>
        <source>line {0}, {1}: missing: an input tensor needs &quot;Sizes&quot;</source>
        <translation>{0} 行目、{1}: ありません: 入力テンソルには &quot;Sizes&quot; が必要です</translation>
    </message>
    <message>
        <source>line {0}, {1}: missing: Split&apos;s output tensors need &quot;Sizes&quot; (they say how to split)</source>
        <translation>{0} 行目、{1}: ありません: Split の出力テンソルには &quot;Sizes&quot; が必要です (分割の仕方を示します)</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected an array of elements, got {2}</source>
        <translation>{0} 行目、{1}: 要素の配列が必要ですが、{2} です</translation>
    </message>
    <message>
        <source>line {0}, {1}: a tensor whose DataType is UNKNOWN cannot hold Data</source>
        <translation>{0} 行目、{1}: DataType が UNKNOWN のテンソルは Data を保持できません</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected an integer ({2} holds {3} to {4}), got {5}</source>
        <translation>{0} 行目、{1}: 整数が必要ですが ({2} は {3} から {4} を保持します)、{5} です</translation>
    </message>
    <message>
        <source>line {0}, {1}: {2} does not fit {3} ({4} to {5})</source>
        <translation>{0} 行目、{1}: {2} は {3} ({4} から {5}) に収まりません</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected an array of tensors, got {2}</source>
        <translation>{0} 行目、{1}: テンソルの配列が必要ですが、{2} です</translation>
    </message>
    <message>
        <source>line {0}, {1}: missing, and cannot be derived from the input tensors and the operator&apos;s parameters; write Sizes explicitly to see what validation says about the descriptor</source>
        <translation>{0} 行目、{1}: ありません。入力テンソルと演算子のパラメーターから導出することもできません。記述子について検証が何を報告するかを見るには、Sizes を明示的に書いてください</translation>
    </message>
    <message>
        <source>the session text is {0} bytes; session files are limited to 1 GiB</source>
        <translation>セッションのテキストは {0} バイトです。セッションファイルの上限は 1 GiB です</translation>
    </message>
    <message>
        <source>not enough memory to read the session</source>
        <translation>セッションを読み込むためのメモリが足りません</translation>
    </message>
    <message>
        <source>cannot read the session: {0}</source>
        <translation>セッションを読み込めません: {0}</translation>
    </message>
    <message>
        <source>cannot read {0}: {1}</source>
        <translation>{0} を読み込めません: {1}</translation>
    </message>
    <message>
        <source>cannot read {0}: it is a directory</source>
        <translation>{0} を読み込めません: ディレクトリです</translation>
    </message>
    <message>
        <source>cannot read {0}: the file is {1} bytes; session files are limited to 1 GiB</source>
        <translation>{0} を読み込めません: ファイルは {1} バイトです。セッションファイルの上限は 1 GiB です</translation>
    </message>
    <message>
        <source>cannot read {0}: the file is larger than 1 GiB, the limit for session files</source>
        <translation>{0} を読み込めません: ファイルがセッションファイルの上限である 1 GiB を超えています</translation>
    </message>
    <message>
        <source>cannot read {0}: a read error occurred</source>
        <translation>{0} を読み込めません: 読み取りエラーが発生しました</translation>
    </message>
    <message>
        <source>cannot read {0}: not enough memory</source>
        <translation>{0} を読み込めません: メモリが足りません</translation>
    </message>
    <message>
        <source>line {0}, column {1}: {2}</source>
        <translation>{0} 行目、{1} 列目: {2}</translation>
    </message>
    <message>
        <source>line {0}, column {1}, {2}: {3}</source>
        <translation>{0} 行目、{1} 列目、{2}: {3}</translation>
    </message>
    <message>
        <source>line {0}, column {1}, {2}: duplicate key &quot;{3}&quot;</source>
        <translation>{0} 行目、{1} 列目、{2}: キー &quot;{3}&quot; が重複しています</translation>
    </message>
    <message>
        <source>line {0}, column {1}, {2}: values are nested more than {3} levels deep</source>
        <translation>{0} 行目、{1} 列目、{2}: 値の入れ子が {3} 段階を超えています</translation>
    </message>
    <message>
        <source>line {0}, column {1}: binary values are not JSON</source>
        <translation>{0} 行目、{1} 列目: バイナリ値は JSON ではありません</translation>
    </message>
    <message>
        <source>the text is not valid JSON</source>
        <translation>テキストは有効な JSON ではありません</translation>
    </message>
    <message>
        <source>not enough memory to read the JSON text</source>
        <translation>JSON テキストを読み込むためのメモリが足りません</translation>
    </message>
    <message>
        <source>cannot read the JSON text: {0}</source>
        <translation>JSON テキストを読み込めません: {0}</translation>
    </message>
    <message>
        <source>cannot save {0}: {1}</source>
        <translation>{0} を保存できません: {1}</translation>
    </message>
    <message>
        <source>cannot save {0}: cannot create a file in {1}: {2}</source>
        <translation>{0} を保存できません: {1} にファイルを作成できません: {2}</translation>
    </message>
    <message>
        <source>cannot save {0}: writing failed: {1}</source>
        <translation>{0} を保存できません: 書き込みに失敗しました: {1}</translation>
    </message>
    <message>
        <source>cannot save {0}: flushing to disk failed: {1}</source>
        <translation>{0} を保存できません: ディスクへのフラッシュに失敗しました: {1}</translation>
    </message>
    <message>
        <source>cannot save {0}: closing failed: {1}</source>
        <translation>{0} を保存できません: ファイルを閉じられませんでした: {1}</translation>
    </message>
    <message>
        <source>cannot save {0}: replacing the file failed: {1}</source>
        <translation>{0} を保存できません: ファイルの置き換えに失敗しました: {1}</translation>
    </message>
    <message>
        <source>{0}: cannot open the file: {1}</source>
        <translation>{0}: ファイルを開けません: {1}</translation>
    </message>
    <message>
        <source>{0}: this is a directory, not a .npy file</source>
        <translation>{0}: これはディレクトリであり、.npy ファイルではありません</translation>
    </message>
    <message>
        <source>{0}: this is not a regular file; dmlscope reads .npy data from regular files only</source>
        <translation>{0}: 通常のファイルではありません。dmlscope は通常のファイルからのみ .npy データを読み取ります</translation>
    </message>
    <message>
        <source>{0}: reading the file failed: {1}</source>
        <translation>{0}: ファイルの読み取りに失敗しました: {1}</translation>
    </message>
    <message>
        <source>{0}: the file became shorter while it was being read</source>
        <translation>{0}: 読み取り中にファイルが短くなりました</translation>
    </message>
    <message>
        <source>{0}: reading the data needs {1} of memory, but only {2} is available ({3})</source>
        <translation>{0}: データの読み取りには {1} のメモリが必要ですが、使用できるのは {2} だけです ({3})</translation>
    </message>
    <message>
        <source>{0}: not enough memory to read {1} of data</source>
        <translation>{0}: {1} のデータを読み取るためのメモリが足りません</translation>
    </message>
    <message>
        <source>{0}: the file is {1} bytes long, too short for a .npy file (its preamble alone is {2} bytes)</source>
        <translation>{0}: ファイルは {1} バイトで、.npy ファイルとしては短すぎます (プリアンブルだけで {2} バイトあります)</translation>
    </message>
    <message>
        <source>{0}: not a .npy file: it starts with &quot;{1}&quot; instead of NumPy&apos;s magic string &quot;\x93NUMPY&quot;</source>
        <translation>{0}: .npy ファイルではありません: NumPy のマジック文字列 &quot;\x93NUMPY&quot; ではなく &quot;{1}&quot; で始まっています</translation>
    </message>
    <message>
        <source>{0}: .npy format version {1}.{2} is not supported; dmlscope reads versions 1.0, 2.0 and 3.0</source>
        <translation>{0}: .npy 形式のバージョン {1}.{2} はサポートされていません。dmlscope が読み取れるのはバージョン 1.0、2.0、3.0 です</translation>
    </message>
    <message>
        <source>{0}: the header is {1} bytes long, more than the {2} bytes dmlscope reads</source>
        <translation>{0}: ヘッダーは {1} バイトあり、dmlscope が読み取る {2} バイトを超えています</translation>
    </message>
    <message>
        <source>{0}: the file is truncated: its header is {1} bytes long and ends at byte {2}, but the file has only {3} bytes</source>
        <translation>{0}: ファイルが途中で切れています: ヘッダーは {1} バイトでバイト {2} で終わりますが、ファイルは {3} バイトしかありません</translation>
    </message>
    <message>
        <source>{0}: the header of a version 3.0 file must be UTF-8, but byte {1} of it is not</source>
        <translation>{0}: バージョン 3.0 のファイルのヘッダーは UTF-8 である必要がありますが、そのバイト {1} は UTF-8 ではありません</translation>
    </message>
    <message>
        <source>{0}: the header is malformed: it ends at character {1}, before the dictionary is complete</source>
        <translation>{0}: ヘッダーの形式が正しくありません: 辞書が完結する前に文字 {1} で終わっています</translation>
    </message>
    <message>
        <source>{0}: the header is malformed: expected a value at character {1}, found &quot;{2}&quot;</source>
        <translation>{0}: ヘッダーの形式が正しくありません: 文字 {1} に値が必要ですが、&quot;{2}&quot; があります</translation>
    </message>
    <message>
        <source>{0}: the header is malformed: at character {1}, the name {2} is not a literal (a .npy header holds only strings, numbers, True, False, tuples and lists; nothing in it is evaluated)</source>
        <translation>{0}: ヘッダーの形式が正しくありません: 文字 {1} の名前 {2} はリテラルではありません (.npy ヘッダーに含められるのは文字列、数値、True、False、タプル、リストだけで、何も評価されません)</translation>
    </message>
    <message>
        <source>{0}: the header is malformed: expected &apos;:&apos; after the key at character {1}, found &quot;{2}&quot;</source>
        <translation>{0}: ヘッダーの形式が正しくありません: 文字 {1} のキーの後に &apos;:&apos; が必要ですが、&quot;{2}&quot; があります</translation>
    </message>
    <message>
        <source>{0}: the header is malformed: expected &apos;,&apos; or &apos;{3}&apos; at character {1}, found &quot;{2}&quot;</source>
        <translation>{0}: ヘッダーの形式が正しくありません: 文字 {1} に &apos;,&apos; または &apos;{3}&apos; が必要ですが、&quot;{2}&quot; があります</translation>
    </message>
    <message>
        <source>{0}: the header is malformed: the key {2} at character {1} is not a string</source>
        <translation>{0}: ヘッダーの形式が正しくありません: 文字 {1} のキー {2} は文字列ではありません</translation>
    </message>
    <message>
        <source>{0}: the header is malformed: the string that starts at character {1} does not end</source>
        <translation>{0}: ヘッダーの形式が正しくありません: 文字 {1} で始まる文字列が終わっていません</translation>
    </message>
    <message>
        <source>{0}: the header is malformed: unexpected text after the dictionary at character {1}: &quot;{2}&quot;</source>
        <translation>{0}: ヘッダーの形式が正しくありません: 文字 {1} で辞書の後に予期しないテキストがあります: &quot;{2}&quot;</translation>
    </message>
    <message>
        <source>{0}: the header is malformed: its values are nested more than {1} levels deep</source>
        <translation>{0}: ヘッダーの形式が正しくありません: 値が {1} 階層を超えて入れ子になっています</translation>
    </message>
    <message>
        <source>{0}: the header is not a dictionary but {1}</source>
        <translation>{0}: ヘッダーが辞書ではなく {1} です</translation>
    </message>
    <message>
        <source>{0}: the header has no &apos;{1}&apos;; a .npy header holds &apos;descr&apos;, &apos;fortran_order&apos; and &apos;shape&apos;</source>
        <translation>{0}: ヘッダーに &apos;{1}&apos; がありません。.npy ヘッダーには &apos;descr&apos;、&apos;fortran_order&apos;、&apos;shape&apos; が含まれます</translation>
    </message>
    <message>
        <source>{0}: the header has an unexpected key &apos;{1}&apos;; a .npy header holds only &apos;descr&apos;, &apos;fortran_order&apos; and &apos;shape&apos;</source>
        <translation>{0}: ヘッダーに予期しないキー &apos;{1}&apos; があります。.npy ヘッダーに含まれるのは &apos;descr&apos;、&apos;fortran_order&apos;、&apos;shape&apos; だけです</translation>
    </message>
    <message>
        <source>{0}: the header has &apos;{1}&apos; twice</source>
        <translation>{0}: ヘッダーに &apos;{1}&apos; が 2 回あります</translation>
    </message>
    <message>
        <source>{0}: &apos;descr&apos; must be a dtype string such as &apos;&lt;f4&apos;, but it is {1}</source>
        <translation>{0}: &apos;descr&apos; は &apos;&lt;f4&apos; のような dtype 文字列である必要がありますが、{1} です</translation>
    </message>
    <message>
        <source>{0}: the dtype {1} is structured (it has named fields), which is not supported; dmlscope reads f2 f4 f8 i1 i2 i4 i8 u1 u2 u4 u8</source>
        <translation>{0}: dtype {1} は構造化型 (名前付きフィールドを持つ型) のため、サポートされていません。dmlscope が読み取れるのは f2 f4 f8 i1 i2 i4 i8 u1 u2 u4 u8 です</translation>
    </message>
    <message>
        <source>{0}: the dtype &apos;{1}&apos; (complex) is not supported; dmlscope reads f2 f4 f8 i1 i2 i4 i8 u1 u2 u4 u8</source>
        <translation>{0}: dtype &apos;{1}&apos; (複素数) はサポートされていません。dmlscope が読み取れるのは f2 f4 f8 i1 i2 i4 i8 u1 u2 u4 u8 です</translation>
    </message>
    <message>
        <source>{0}: the dtype &apos;{1}&apos; (boolean) is not supported; dmlscope reads f2 f4 f8 i1 i2 i4 i8 u1 u2 u4 u8 (save booleans as u1)</source>
        <translation>{0}: dtype &apos;{1}&apos; (ブール値) はサポートされていません。dmlscope が読み取れるのは f2 f4 f8 i1 i2 i4 i8 u1 u2 u4 u8 です (ブール値は u1 として保存してください)</translation>
    </message>
    <message>
        <source>{0}: the dtype &apos;{1}&apos; (Python objects) is not supported: such a file holds pickled data, which dmlscope never loads; dmlscope reads f2 f4 f8 i1 i2 i4 i8 u1 u2 u4 u8</source>
        <translation>{0}: dtype &apos;{1}&apos; (Python オブジェクト) はサポートされていません: このようなファイルは pickle 化されたデータを保持しており、dmlscope はそれを決して読み込みません。dmlscope が読み取れるのは f2 f4 f8 i1 i2 i4 i8 u1 u2 u4 u8 です</translation>
    </message>
    <message>
        <source>{0}: the dtype &apos;{1}&apos; (strings) is not supported; dmlscope reads f2 f4 f8 i1 i2 i4 i8 u1 u2 u4 u8</source>
        <translation>{0}: dtype &apos;{1}&apos; (文字列) はサポートされていません。dmlscope が読み取れるのは f2 f4 f8 i1 i2 i4 i8 u1 u2 u4 u8 です</translation>
    </message>
    <message>
        <source>{0}: the dtype &apos;{1}&apos; (dates and times) is not supported; dmlscope reads f2 f4 f8 i1 i2 i4 i8 u1 u2 u4 u8</source>
        <translation>{0}: dtype &apos;{1}&apos; (日付と時刻) はサポートされていません。dmlscope が読み取れるのは f2 f4 f8 i1 i2 i4 i8 u1 u2 u4 u8 です</translation>
    </message>
    <message>
        <source>{0}: the dtype &apos;{1}&apos; is not supported; dmlscope reads f2 f4 f8 i1 i2 i4 i8 u1 u2 u4 u8</source>
        <translation>{0}: dtype &apos;{1}&apos; はサポートされていません。dmlscope が読み取れるのは f2 f4 f8 i1 i2 i4 i8 u1 u2 u4 u8 です</translation>
    </message>
    <message>
        <source>{0}: &apos;fortran_order&apos; must be True or False, but it is {1}</source>
        <translation>{0}: &apos;fortran_order&apos; は True または False である必要がありますが、{1} です</translation>
    </message>
    <message>
        <source>{0}: &apos;shape&apos; must be a tuple of integers such as (3, 4), but it is {1}</source>
        <translation>{0}: &apos;shape&apos; は (3, 4) のような整数のタプルである必要がありますが、{1} です</translation>
    </message>
    <message>
        <source>{0}: the shape {1} has a negative dimension, {2}</source>
        <translation>{0}: 形状 {1} に負の次元 {2} があります</translation>
    </message>
    <message>
        <source>{0}: the shape {1} has a dimension, {2}, that does not fit in 64 bits</source>
        <translation>{0}: 形状 {1} に 64 ビットに収まらない次元 {2} があります</translation>
    </message>
    <message>
        <source>{0}: the shape {1} of &apos;{2}&apos; elements needs more than 2^64 - 1 bytes</source>
        <translation>{0}: &apos;{2}&apos; 要素の形状 {1} には 2^64 - 1 バイトを超える容量が必要です</translation>
    </message>
    <message>
        <source>{0}: the file is truncated: the shape {1} of &apos;{2}&apos; elements needs {3} bytes of data, but the file has only {4} after the header</source>
        <translation>{0}: ファイルが途中で切れています: &apos;{2}&apos; 要素の形状 {1} には {3} バイトのデータが必要ですが、ファイルのヘッダー以降には {4} バイトしかありません</translation>
    </message>
    <message>
        <source>{0}: the shape {1} of &apos;{2}&apos; elements needs {3} bytes of data, but the file has {4} after the header</source>
        <translation>{0}: &apos;{2}&apos; 要素の形状 {1} には {3} バイトのデータが必要ですが、ファイルのヘッダー以降には {4} バイトあります</translation>
    </message>
    <message>
        <source>cannot save {0}: DML_TENSOR_DATA_TYPE_UNKNOWN has no .npy dtype</source>
        <translation>{0} を保存できません: DML_TENSOR_DATA_TYPE_UNKNOWN に対応する .npy の dtype はありません</translation>
    </message>
    <message>
        <source>cannot save {0}: the data is {1} bytes, but the shape {2} of &apos;{3}&apos; elements needs {4}</source>
        <translation>{0} を保存できません: データは {1} バイトですが、&apos;{3}&apos; 要素の形状 {2} には {4} が必要です</translation>
    </message>
    <message>
        <source>cannot save {0}: not enough memory for {1} of data</source>
        <translation>{0} を保存できません: {1} のデータに必要なメモリが足りません</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected an array of elements or the path of a .npy file, got an empty string</source>
        <translation>{0} 行目、{1}: 要素の配列または .npy ファイルのパスが必要ですが、空の文字列です</translation>
    </message>
    <message>
        <source>line {0}, {1}: the file&apos;s shape has a dimension of {2}, more than a DirectML size holds (2^32 - 1)</source>
        <translation>{0} 行目、{1}: ファイルの形状にサイズ {2} の次元があり、DirectML のサイズに収まる値 (2^32 - 1) を超えています</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0} のデータ ファイル: {1}</translation>
    </message>
    <message>
        <source>{0} is {1}, but {2} holds {3} (&apos;{4}&apos;)</source>
        <translation>{0} は {1} ですが、{2} には {3} (&apos;{4}&apos;) が格納されています</translation>
    </message>
    <message>
        <source>{0} is {1}, but {2} has shape {3}</source>
        <translation>{0} は {1} ですが、{2} の形状は {3} です</translation>
    </message>
    <message>
        <source>{0}: with explicit Strides, the file must be 1-D (the buffer in memory order), but {1} has shape {2}</source>
        <translation>{0}: Strides を明示する場合、ファイルは 1 次元 (メモリ順のバッファー) である必要がありますが、{1} の形状は {2} です</translation>
    </message>
    <message>
        <source>the tensor&apos;s buffer has {0} bytes, but its sizes and strides reach {1}</source>
        <translation>テンソルのバッファーは {0} バイトですが、サイズとストライドは {1} まで参照します</translation>
    </message>
    <message>
        <source>line {0}, column {1}: this block comment has no closing */</source>
        <translation>{0} 行目、{1} 列目: このブロック コメントには閉じる */ がありません</translation>
    </message>
    <message>
        <source>the model text is {0} bytes; DxDispatch models are limited to 1 GiB</source>
        <translation>モデルのテキストは {0} バイトです。DxDispatch モデルの上限は 1 GiB です</translation>
    </message>
    <message>
        <source>not enough memory to read the model</source>
        <translation>モデルを読み込むためのメモリが足りません</translation>
    </message>
    <message>
        <source>cannot read the model: {0}</source>
        <translation>モデルを読み込めません: {0}</translation>
    </message>
    <message>
        <source>line {0}: a DxDispatch model holds one JSON object, got {1}</source>
        <translation>{0} 行目: DxDispatch モデルは JSON オブジェクトを 1 つ保持しますが、{1} です</translation>
    </message>
    <message>
        <source>line {0}, {1}: missing: a DxDispatch model needs &quot;{2}&quot;</source>
        <translation>{0} 行目、{1}: ありません: DxDispatch モデルには &quot;{2}&quot; が必要です</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected an array, got {2}</source>
        <translation>{0} 行目、{1}: 配列が必要ですが、{2} です</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected true or false, got {2}</source>
        <translation>{0} 行目、{1}: true または false が必要ですが、{2} です</translation>
    </message>
    <message>
        <source>line {0}, {1}: missing: a dispatchable needs &quot;{2}&quot;</source>
        <translation>{0} 行目、{1}: ありません: ディスパッチ対象 (dispatchable) には &quot;{2}&quot; が必要です</translation>
    </message>
    <message>
        <source>line {0}, {1}: missing: a command needs &quot;type&quot; (&quot;dispatch&quot;, &quot;print&quot; or &quot;writeFile&quot;)</source>
        <translation>{0} 行目、{1}: ありません: コマンドには &quot;type&quot; (&quot;dispatch&quot;、&quot;print&quot;、&quot;writeFile&quot; のいずれか) が必要です</translation>
    </message>
    <message>
        <source>line {0}, {1}: missing: a &quot;{2}&quot; command needs &quot;{3}&quot;</source>
        <translation>{0} 行目、{1}: ありません: &quot;{2}&quot; コマンドには &quot;{3}&quot; が必要です</translation>
    </message>
    <message>
        <source>line {0}, {1}: unknown command type {2}; DxDispatch runs &quot;dispatch&quot;, &quot;print&quot; and &quot;writeFile&quot; commands</source>
        <translation>{0} 行目、{1}: 不明なコマンドの種類 {2} です。DxDispatch が実行するのは &quot;dispatch&quot;、&quot;print&quot;、&quot;writeFile&quot; コマンドです</translation>
    </message>
    <message>
        <source>line {0}, {1}: the model has no resource {2} (its resources: {3})</source>
        <translation>{0} 行目、{1}: モデルにリソース {2} はありません (モデルのリソース: {3})</translation>
    </message>
    <message>
        <source>line {0}, {1}: the model has no dispatchable {2} (its dispatchables: {3})</source>
        <translation>{0} 行目、{1}: モデルにディスパッチ対象 {2} はありません (モデルのディスパッチ対象: {3})</translation>
    </message>
    <message>
        <source>line {0}, {1}: {2} has no tensor {3} to bind; its bind points are {4}</source>
        <translation>{0} 行目、{1}: {2} にはバインドするテンソル {3} がありません。バインド ポイントは {4} です</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected a resource name, a binding object (&quot;name&quot;, &quot;elementOffset&quot;, &quot;elementCount&quot;, &quot;elementSizeInBytes&quot;) or an array of them, got {2}</source>
        <translation>{0} 行目、{1}: リソース名、バインディング オブジェクト (&quot;name&quot;、&quot;elementOffset&quot;、&quot;elementCount&quot;、&quot;elementSizeInBytes&quot;)、またはそれらの配列が必要ですが、{2} です</translation>
    </message>
    <message>
        <source>line {0}, {1}: missing: a binding object needs &quot;{2}&quot;</source>
        <translation>{0} 行目、{1}: ありません: バインディング オブジェクトには &quot;{2}&quot; が必要です</translation>
    </message>
    <message>
        <source>line {0}, {1}: there is no command {2}; the model has {3} commands</source>
        <translation>{0} 行目、{1}: コマンド {2} はありません。モデルのコマンドは {3} 個です</translation>
    </message>
    <message>
        <source>line {0}, {1}: command {2} is a {3} command, not a dispatch; dispatches dmlscope can open: {4}</source>
        <translation>{0} 行目、{1}: コマンド {2} は {3} コマンドで、ディスパッチではありません。dmlscope で開けるディスパッチ: {4}</translation>
    </message>
    <message>
        <source>line {0}, {1}: command {2} dispatches &apos;{3}&apos; ({4}), which dmlscope does not support; supported dispatches: {5}</source>
        <translation>{0} 行目、{1}: コマンド {2} は &apos;{3}&apos; ({4}) をディスパッチしますが、dmlscope はこれをサポートしていません。サポートされるディスパッチ: {5}</translation>
    </message>
    <message>
        <source>line {0}, {1}: the model has no dispatch command</source>
        <translation>{0} 行目、{1}: モデルに dispatch コマンドがありません</translation>
    </message>
    <message>
        <source>line {0}, {1}: missing: nothing is bound to {2}, an input of {3}</source>
        <translation>{0} 行目、{1}: ありません: {3} の入力 {2} に何もバインドされていません</translation>
    </message>
    <message>
        <source>line {0}, {1}: nothing is bound to {2}; DxDispatch would run the operator without an output buffer</source>
        <translation>{0} 行目、{1}: {2} に何もバインドされていません。DxDispatch は出力バッファーなしで演算子を実行することになります</translation>
    </message>
    <message>
        <source>line {0}, {1}: {2} resources are bound, but {3} has {4} tensors</source>
        <translation>{0} 行目、{1}: {2} 個のリソースがバインドされていますが、{3} のテンソルは {4} 個です</translation>
    </message>
    <message>
        <source>line {0}, {1}: {2} resources are bound, but {3} is a single tensor</source>
        <translation>{0} 行目、{1}: {2} 個のリソースがバインドされていますが、{3} は単一のテンソルです</translation>
    </message>
    <message>
        <source>line {0}, {1}: the bound offset is {2} bytes, past the end of resource {3} ({4} bytes)</source>
        <translation>{0} 行目、{1}: バインドされたオフセットは {2} バイトで、リソース {3} ({4} バイト) の末尾を超えています</translation>
    </message>
    <message>
        <source>line {0}, {1}: the binding reaches byte {2}, past the end of resource {3} ({4} bytes)</source>
        <translation>{0} 行目、{1}: バインディングはバイト {2} まで達し、リソース {3} ({4} バイト) の末尾を超えています</translation>
    </message>
    <message>
        <source>line {0}, {1}: the bound offset is {2} bytes; DirectML wants buffer bindings aligned to 16 bytes</source>
        <translation>{0} 行目、{1}: バインドされたオフセットは {2} バイトです。DirectML ではバッファーのバインディングを 16 バイトにアラインする必要があります</translation>
    </message>
    <message>
        <source>line {0}, {1}: resource {2} has {3} bytes from the bound offset, but {4}&apos;s buffer needs {5}</source>
        <translation>{0} 行目、{1}: リソース {2} にはバインドされたオフセットから {3} バイトしかありませんが、{4} のバッファーには {5} が必要です</translation>
    </message>
    <message>
        <source>line {0}, {1}: unknown tensor type {2}; dmlscope reads buffer tensors (DML_TENSOR_TYPE_BUFFER, or BUFFER)</source>
        <translation>{0} 行目、{1}: 不明なテンソルの種類 {2} です。dmlscope が読み取るのはバッファー テンソル (DML_TENSOR_TYPE_BUFFER または BUFFER) です</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected a tensor flag name, an array of them or an unsigned 32-bit integer, got {2}</source>
        <translation>{0} 行目、{1}: テンソル フラグ名、その配列、または符号なし 32 ビット整数が必要ですが、{2} です</translation>
    </message>
    <message>
        <source>line {0}, {1}: unknown tensor flag {2}; expected DML_TENSOR_FLAG_NONE or DML_TENSOR_FLAG_OWNED_BY_DML (the prefix may be left out)</source>
        <translation>{0} 行目、{1}: 不明なテンソル フラグ {2} です。DML_TENSOR_FLAG_NONE または DML_TENSOR_FLAG_OWNED_BY_DML が必要です (接頭辞は省略可能)</translation>
    </message>
    <message>
        <source>line {0}, {1}: missing: a resource needs &quot;{2}&quot;</source>
        <translation>{0} 行目、{1}: ありません: リソースには &quot;{2}&quot; が必要です</translation>
    </message>
    <message>
        <source>line {0}, {1}: missing: this initializer needs &quot;{2}&quot;</source>
        <translation>{0} 行目、{1}: ありません: この初期化子には &quot;{2}&quot; が必要です</translation>
    </message>
    <message>
        <source>line {0}, {1}: missing: these initial values need &quot;initialValuesDataType&quot; (a data type other than UNKNOWN)</source>
        <translation>{0} 行目、{1}: ありません: これらの初期値には &quot;initialValuesDataType&quot; (UNKNOWN 以外のデータ型) が必要です</translation>
    </message>
    <message>
        <source>line {0}, {1}: a &quot;deferred&quot; resource has no data until the model runs; dmlscope cannot bind it to a DirectML tensor</source>
        <translation>{0} 行目、{1}: &quot;deferred&quot; リソースはモデルが実行されるまでデータを持たないため、dmlscope はこれを DirectML テンソルにバインドできません</translation>
    </message>
    <message>
        <source>line {0}, {1}: a list initializer (values with their own types, for HLSL constant buffers) cannot be bound to a DirectML tensor</source>
        <translation>{0} 行目、{1}: リスト初期化子 (HLSL 定数バッファー用の、それぞれが型を持つ値) は DirectML テンソルにバインドできません</translation>
    </message>
    <message>
        <source>line {0}, {1}: &quot;value&quot; (a constant) excludes &quot;valueStart&quot; (a sequence) and &quot;sourcePath&quot; (a file)</source>
        <translation>{0} 行目、{1}: &quot;value&quot; (定数) は &quot;valueStart&quot; (連番) および &quot;sourcePath&quot; (ファイル) と同時に指定できません</translation>
    </message>
    <message>
        <source>line {0}, {1}: unknown initializer: expected &quot;value&quot; (a constant), &quot;valueStart&quot; (a sequence) or &quot;sourcePath&quot; (a file)</source>
        <translation>{0} 行目、{1}: 不明な初期化子です: &quot;value&quot; (定数)、&quot;valueStart&quot; (連番)、&quot;sourcePath&quot; (ファイル) のいずれかが必要です</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected an array of values, an initializer object or &quot;deferred&quot;, got {2}</source>
        <translation>{0} 行目、{1}: 値の配列、初期化子オブジェクト、または &quot;deferred&quot; が必要ですが、{2} です</translation>
    </message>
    <message>
        <source>line {0}, {1}: the initial values are empty; a buffer needs at least one</source>
        <translation>{0} 行目、{1}: 初期値が空です。バッファーには少なくとも 1 つの値が必要です</translation>
    </message>
    <message>
        <source>line {0}, {1}: valueCount is 0; it must be greater than 0</source>
        <translation>{0} 行目、{1}: valueCount が 0 です。0 より大きくする必要があります</translation>
    </message>
    <message>
        <source>line {0}, {1}: this needs {2} of memory for the model&apos;s data, more than the {3} dmlscope reads from a model</source>
        <translation>{0} 行目、{1}: モデルのデータに {2} のメモリが必要で、dmlscope がモデルから読み取る上限の {3} を超えています</translation>
    </message>
    <message>
        <source>line {0}, {1}: this needs {2} of memory for the model&apos;s data, but only {3} is available ({4})</source>
        <translation>{0} 行目、{1}: モデルのデータに {2} のメモリが必要ですが、使用できるのは {3} だけです ({4})</translation>
    </message>
    <message>
        <source>line {0}, {1}: {2} is an image; dmlscope does not read image initializers (.png, .jpg)</source>
        <translation>{0} 行目、{1}: {2} は画像です。dmlscope は画像の初期化子 (.png、.jpg) を読み取りません</translation>
    </message>
    <message>
        <source>line {0}, {1}: {2} does not exist, neither beside the model ({3}) nor in the current folder</source>
        <translation>{0} 行目、{1}: {2} は、モデルの隣 ({3}) にも現在のフォルダーにも存在しません</translation>
    </message>
    <message>
        <source>line {0}, {1}: {2} is not a regular file</source>
        <translation>{0} 行目、{1}: {2} は通常のファイルではありません</translation>
    </message>
    <message>
        <source>line {0}, {1}: cannot read {2}: {3}</source>
        <translation>{0} 行目、{1}: {2} を読み込めません: {3}</translation>
    </message>
    <message>
        <source>line {0}, {1}: {2} became shorter while it was being read ({3} bytes expected, {4} read)</source>
        <translation>{0} 行目、{1}: 読み取り中に {2} が短くなりました ({3} バイトのはずが、読み取れたのは {4} バイト)</translation>
    </message>
    <message>
        <source>line {0}, {1}: {2}</source>
        <translation>{0} 行目、{1}: {2}</translation>
    </message>
    <message>
        <source>line {0}, {1}: {2} holds {3} (&apos;{4}&apos;), but initialValuesDataType is {5}</source>
        <translation>{0} 行目、{1}: {2} には {3} (&apos;{4}&apos;) が格納されていますが、initialValuesDataType は {5} です</translation>
    </message>
    <message>
        <source>line {0}, {1}: missing: a raw file ({2}) needs &quot;initialValuesDataType&quot; (a data type other than UNKNOWN)</source>
        <translation>{0} 行目、{1}: ありません: 生データのファイル ({2}) には &quot;initialValuesDataType&quot; (UNKNOWN 以外のデータ型) が必要です</translation>
    </message>
    <message>
        <source>line {0}, {1}: sizeInBytes is {2}, but the initial values need {3} bytes</source>
        <translation>{0} 行目、{1}: sizeInBytes は {2} ですが、初期値には {3} バイトが必要です</translation>
    </message>
    <message>
        <source>line {0}, {1}: the initial values at offset {2} end at byte {3}, past the buffer&apos;s {4} bytes; give &quot;sizeInBytes&quot;</source>
        <translation>{0} 行目、{1}: オフセット {2} の初期値はバイト {3} で終わり、バッファーの {4} バイトを超えています。&quot;sizeInBytes&quot; を指定してください</translation>
    </message>
    <message>
        <source>{0}: its buffer size cannot be computed ({1}), so it cannot be written to a DxDispatch model</source>
        <translation>{0}: バッファーのサイズを計算できない ({1}) ため、DxDispatch モデルに書き出せません</translation>
    </message>
    <message>
        <source>{0} has no data; a DxDispatch model needs the elements of every input</source>
        <translation>{0} にはデータがありません。DxDispatch モデルにはすべての入力の要素が必要です</translation>
    </message>
    <message>
        <source>{0}: element {1} of the buffer is a NaN with bits {2}, but DxDispatch&apos;s &quot;nan&quot; gives {3}; save the model to a file instead, which writes this input as a .npy file</source>
        <translation>{0}: バッファーの要素 {1} はビット {2} の NaN ですが、DxDispatch の &quot;nan&quot; では {3} になります。代わりにモデルをファイルに保存してください。そうすると、この入力は .npy ファイルとして書き出されます</translation>
    </message>
    <message>
        <source>cannot write the DxDispatch model: {0}</source>
        <translation>DxDispatch モデルを書き出せません: {0}</translation>
    </message>
    <message>
        <source>{0}: cannot compare with {1}: {2}</source>
        <translation>{0}: {1} と比較できません: {2}</translation>
    </message>
    <message>
        <source>{0}: cannot compare with {1}: the run&apos;s output buffer has {2} bytes, but the output&apos;s sizes and strides reach {3}</source>
        <translation>{0}: {1} と比較できません: 実行の出力バッファーは {2} バイトですが、出力のサイズとストライドは {3} まで参照します</translation>
    </message>
    <message>
        <source>{0}: cannot compare: {1}</source>
        <translation>{0}: 比較できません: {1}</translation>
    </message>
    <message>
        <source>{0}: cannot compare: cannot read {1}: {2}</source>
        <translation>{0}: 比較できません: {1} を読み込めません: {2}</translation>
    </message>
    <message>
        <source>{0}: cannot compare: {1} holds {2} bytes, but its writeFile&apos;s dimensions {3} of {4} take {5} bytes</source>
        <translation>{0}: 比較できません: {1} は {2} バイトですが、その writeFile の dimensions {3} ({4}) は {5} バイトになります</translation>
    </message>
    <message>
        <source>{0} has Sizes {1}, but {2} has shape {3}; the file must have the shape {4} (leading 1s may differ) or hold the output&apos;s buffer as a 1-D array of at least {5} elements, ({5},)</source>
        <translation>{0} の Sizes は {1} ですが、{2} の形状は {3} です。ファイルは形状が {4} (先頭の 1 は異なってもかまいません) であるか、出力のバッファーを {5} 個以上の要素の 1 次元配列 ({5},) として保持している必要があります</translation>
    </message>
    <message>
        <source>dimension {0}: {1} mod InputTensor.Sizes[{0}] ({2}) = {3}</source>
        <translation>次元 {0}: {1} mod InputTensor.Sizes[{0}] ({2}) = {3}</translation>
    </message>
    <message>
        <source>dimension {0}: {1} - StartPadding[{0}] ({2}) = {3}</source>
        <translation>次元 {0}: {1} - StartPadding[{0}] ({2}) = {3}</translation>
    </message>
    <message>
        <source>dimension {0}: {1} is outside [0, {2}) (InputTensor.Sizes[{0}]): with DML_PADDING_MODE_CONSTANT the element is PaddingValue</source>
        <translation>次元 {0}: {1} は [0, {2}) (InputTensor.Sizes[{0}]) の範囲外です: DML_PADDING_MODE_CONSTANT では要素は PaddingValue になります</translation>
    </message>
    <message>
        <source>dimension {0}: DML_PADDING_MODE_EDGE clamps {1} to [0, {2}]: {3}</source>
        <translation>次元 {0}: DML_PADDING_MODE_EDGE は {1} を [0, {2}] にクランプします: {3}</translation>
    </message>
    <message>
        <source>dimension {0}: DML_PADDING_MODE_REFLECTION mirrors {1} at the first element, which is not repeated: -({1}) = {2}</source>
        <translation>次元 {0}: DML_PADDING_MODE_REFLECTION は {1} を最初の要素でミラー化します (最初の要素は繰り返しません): -({1}) = {2}</translation>
    </message>
    <message>
        <source>dimension {0}: DML_PADDING_MODE_REFLECTION mirrors {1} at the last element {2}, which is not repeated: 2 × {2} - {1} = {3}</source>
        <translation>次元 {0}: DML_PADDING_MODE_REFLECTION は {1} を最後の要素 {2} でミラー化します (最後の要素は繰り返しません): 2 × {2} - {1} = {3}</translation>
    </message>
    <message>
        <source>dimension {0}: {1} lies beyond one mirror image, and DML_PADDING_MODE_REFLECTION repeats every 2 × (InputTensor.Sizes[{0}] - 1) = {2}: {1} mod {2} = {3}</source>
        <translation>次元 {0}: {1} は鏡像 1 つ分の範囲を超えています。DML_PADDING_MODE_REFLECTION は 2 × (InputTensor.Sizes[{0}] - 1) = {2} ごとに繰り返します: {1} mod {2} = {3}</translation>
    </message>
    <message>
        <source>dimension {0}: {1} lies beyond one mirror image, and DML_PADDING_MODE_REFLECTION repeats every 2 × (InputTensor.Sizes[{0}] - 1) = {2}: {1} mod {2} = {3}, mirrored: {2} - {3} = {4}</source>
        <translation>次元 {0}: {1} は鏡像 1 つ分の範囲を超えています。DML_PADDING_MODE_REFLECTION は 2 × (InputTensor.Sizes[{0}] - 1) = {2} ごとに繰り返します: {1} mod {2} = {3}、ミラー化して {2} - {3} = {4}</translation>
    </message>
    <message>
        <source>dimension {0}: DML_PADDING_MODE_SYMMETRIC mirrors {1} at the first element, which is repeated: -1 - ({1}) = {2}</source>
        <translation>次元 {0}: DML_PADDING_MODE_SYMMETRIC は {1} を最初の要素でミラー化します (最初の要素も繰り返します): -1 - ({1}) = {2}</translation>
    </message>
    <message>
        <source>dimension {0}: DML_PADDING_MODE_SYMMETRIC mirrors {1} at the last element {2}, which is repeated: 2 × {2} + 1 - {1} = {3}</source>
        <translation>次元 {0}: DML_PADDING_MODE_SYMMETRIC は {1} を最後の要素 {2} でミラー化します (最後の要素も繰り返します): 2 × {2} + 1 - {1} = {3}</translation>
    </message>
    <message>
        <source>dimension {0}: {1} lies beyond one mirror image, and DML_PADDING_MODE_SYMMETRIC repeats every 2 × InputTensor.Sizes[{0}] = {2}: {1} mod {2} = {3}</source>
        <translation>次元 {0}: {1} は鏡像 1 つ分の範囲を超えています。DML_PADDING_MODE_SYMMETRIC は 2 × InputTensor.Sizes[{0}] = {2} ごとに繰り返します: {1} mod {2} = {3}</translation>
    </message>
    <message>
        <source>dimension {0}: {1} lies beyond one mirror image, and DML_PADDING_MODE_SYMMETRIC repeats every 2 × InputTensor.Sizes[{0}] = {2}: {1} mod {2} = {3}, mirrored: {2} - 1 - {3} = {4}</source>
        <translation>次元 {0}: {1} は鏡像 1 つ分の範囲を超えています。DML_PADDING_MODE_SYMMETRIC は 2 × InputTensor.Sizes[{0}] = {2} ごとに繰り返します: {1} mod {2} = {3}、ミラー化して {2} - 1 - {3} = {4}</translation>
    </message>
    <message>
        <source>{0}{1} is the padding constant: PaddingValue {2} converted to {3} is {4}</source>
        <translation>{0}{1} はパディング定数です: PaddingValue {2} を {3} に変換すると {4} です</translation>
    </message>
    <message>
        <source>dimension {0}: row {1} = {2} × BlockSize ({3}) + {4}: input row {2}, block row {4}</source>
        <translation>次元 {0}: 行 {1} = {2} × BlockSize ({3}) + {4}: 入力の行 {2}、ブロック内の行 {4}</translation>
    </message>
    <message>
        <source>dimension {0}: column {1} = {2} × BlockSize ({3}) + {4}: input column {2}, block column {4}</source>
        <translation>次元 {0}: 列 {1} = {2} × BlockSize ({3}) + {4}: 入力の列 {2}、ブロック内の列 {4}</translation>
    </message>
    <message>
        <source>dimension {0} (Axis): OutputTensors[0] is the first output, so it begins at 0 of InputTensor along Axis {0}</source>
        <translation>次元 {0} (Axis): OutputTensors[0] は最初の出力なので、Axis {0} に沿って InputTensor の 0 から始まります</translation>
    </message>
    <message>
        <source>dimension {0} (Axis): OutputTensors[{1}] begins at {2} of InputTensor along Axis {0}, after the outputs before it: {3}</source>
        <translation>次元 {0} (Axis): OutputTensors[{1}] はそれより前の出力の後に続くため、Axis {0} に沿って InputTensor の {2} から始まります: {3}</translation>
    </message>
    <message>
        <source>dimension {0} (Axis): {1} + {2} = {3}</source>
        <translation>次元 {0} (Axis): {1} + {2} = {3}</translation>
    </message>
    <message>
        <source>dimension {0} (Axis): the inputs&apos; sizes along Axis add up as {1}; {2} falls in InputTensors[{3}], which covers [{4}, {5})</source>
        <translation>次元 {0} (Axis): Axis 方向の入力のサイズを順に足すと {1} になります。{2} は [{4}, {5}) を占める InputTensors[{3}] に含まれます</translation>
    </message>
    <message>
        <source>dimension {0} (Axis): {1} - {2} = {3}</source>
        <translation>次元 {0} (Axis): {1} - {2} = {3}</translation>
    </message>
    <message>
        <source>dimension {0}: {1} is copied unchanged</source>
        <translation>次元 {0}: {1} はそのままコピーされます</translation>
    </message>
    <message>
        <source>{0}{1} comes from {2}{3}</source>
        <translation>{0}{1} の参照元は {2}{3} です</translation>
    </message>
    <message>
        <source>{0}{1} feeds {2} output elements</source>
        <translation>{0}{1} を読み取る出力要素は {2} 個です</translation>
    </message>
    <message>
        <source>{0}{1} feeds 1 output element</source>
        <translation>{0}{1} を読み取る出力要素は 1 個です</translation>
    </message>
    <message>
        <source>the operator has no tensor {0} (its tensors: {1})</source>
        <translation>演算子にテンソル {0} はありません (あるのは {1})</translation>
    </message>
    <message>
        <source>coordinate {1} of {0} is {2}, but {0}.Sizes[{1}] is {3}: it must be below that</source>
        <translation>{0} の座標 {1} は {2} ですが、{0}.Sizes[{1}] は {3} です: これより小さい値である必要があります</translation>
    </message>
    <message>
        <source>&quot;{0}&quot;: expected FIELD=VALUE, such as Order=COLUMN_ROW_DEPTH</source>
        <translation>&quot;{0}&quot;: Order=COLUMN_ROW_DEPTH のように FIELD=VALUE の形式で指定してください</translation>
    </message>
    <message>
        <source>{1} has no field &quot;{0}&quot; that a variant can set; its fields are {2}</source>
        <translation>{1} には、バリアントで設定できるフィールド &quot;{0}&quot; はありません。設定できるフィールドは {2} です</translation>
    </message>
    <message>
        <source>{0}={1}: {2}</source>
        <translation>{0}={1} は無効です: {2}</translation>
    </message>
    <message>
        <source>the device allows only {0} bytes in one buffer, less than its storage-buffer alignment ({1} bytes)</source>
        <translation>デバイスが 1 つのバッファーに許すのは {0} バイトだけで、ストレージバッファーのアラインメント ({1} バイト) より小さくなっています</translation>
    </message>
    <message>
        <source>{0} is {1}, but OutputTensor.DataType is {2}; PaddingValueDataType must match it</source>
        <translation>{0} は {1} ですが、OutputTensor.DataType は {2} です。PaddingValueDataType はそれと一致する必要があります</translation>
    </message>
    <message>
        <source>{0}{1} is the padding constant: PaddingValue {2}, a {3} as PaddingValueDataType says</source>
        <translation>{0}{1} はパディング定数です: PaddingValue {2} (PaddingValueDataType が示すとおり {3})</translation>
    </message>
    <message>
        <source>line {0}, {1}: its data type is UNKNOWN, so the value has no type to be read as</source>
        <translation>{0} 行目、{1}: データ型が UNKNOWN なので、値をどの型として読むかが決まりません</translation>
    </message>
    <message>
        <source>line {0}, {1}: a {2} value is a number or an object with the one member &quot;{3}&quot;, got {4}</source>
        <translation>{0} 行目、{1}: {2} の値は数値か、メンバー &quot;{3}&quot; ひとつだけのオブジェクトです。実際は {4} でした</translation>
    </message>
    <message>
        <source>{0} is 0; the input window must not be empty</source>
        <translation>{0} が 0 です。入力ウィンドウを空にすることはできません</translation>
    </message>
    <message>
        <source>{0} is 0; a window stride must be positive or negative</source>
        <translation>{0} が 0 です。ウィンドウのストライドは正または負である必要があります</translation>
    </message>
    <message>
        <source>{0}: InputWindowOffsets[{1}] + InputWindowSizes[{1}] = {2}, but InputTensor.Sizes[{1}] is {3}; the window must lie inside the input</source>
        <translation>{0}: InputWindowOffsets[{1}] + InputWindowSizes[{1}] = {2} ですが、InputTensor.Sizes[{1}] は {3} です。ウィンドウは入力の内側に収まる必要があります</translation>
    </message>
    <message>
        <source>{0} is {1}, but the window copies at most 1 + (InputWindowSizes[{2}] ({3}) - 1) / |InputWindowStrides[{2}]| ({4}) = {5} elements</source>
        <translation>{0} は {1} ですが、ウィンドウがコピーできる要素は最大 1 + (InputWindowSizes[{2}] ({3}) - 1) / |InputWindowStrides[{2}]| ({4}) = {5} 個です</translation>
    </message>
    <message>
        <source>{0}: the slice reads up to Offsets[{1}] + (Sizes[{1}] - 1) × Strides[{1}] = {2}, but InputTensor.Sizes[{1}] is {3}; a slice must not read outside the input</source>
        <translation>{0}: スライスは Offsets[{1}] + (Sizes[{1}] - 1) × Strides[{1}] = {2} まで読み取りますが、InputTensor.Sizes[{1}] は {3} です。スライスは入力の外側を読み取ってはいけません</translation>
    </message>
    <message>
        <source>dimension {0}: InputWindowOffsets[{0}] ({1}) + {2} × InputWindowStrides[{0}] ({3}) = {4}</source>
        <translation>次元 {0}: InputWindowOffsets[{0}] ({1}) + {2} × InputWindowStrides[{0}] ({3}) = {4}</translation>
    </message>
    <message>
        <source>dimension {0}: InputWindowStrides[{0}] is negative, so the copy starts at the window&apos;s end, InputWindowOffsets[{0}] ({1}) + InputWindowSizes[{0}] ({2}) - 1 = {3}: {3} + {4} × ({5}) = {6}</source>
        <translation>次元 {0}: InputWindowStrides[{0}] が負なので、コピーはウィンドウの末尾 InputWindowOffsets[{0}] ({1}) + InputWindowSizes[{0}] ({2}) - 1 = {3} から始まります: {3} + {4} × ({5}) = {6}</translation>
    </message>
    <message>
        <source>dimension {0}: Offsets[{0}] ({1}) + {2} × Strides[{0}] ({3}) = {4}</source>
        <translation>次元 {0}: Offsets[{0}] ({1}) + {2} × Strides[{0}] ({3}) = {4}</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected a signed 32-bit integer, got {2}</source>
        <translation>{0} 行目、{1}: 符号付き 32 ビット整数が必要ですが、{2} です</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected an array of signed 32-bit integers, got {2}</source>
        <translation>{0} 行目、{1}: 符号付き 32 ビット整数の配列が必要ですが、{2} です</translation>
    </message>
    <message>
        <source>{0} is {1}, which is not divisible by BlockSize = {2}</source>
        <translation>{0} は {1} で、BlockSize = {2} で割り切れません</translation>
    </message>
    <message>
        <source>dimension {0}: DML_DEPTH_SPACE_ORDER_COLUMN_ROW_DEPTH reads output channel {1} as input channel {2} × BlockSize² ({3}) + block {4}; block {4} = block row {5} × BlockSize ({6}) + block column {7}</source>
        <translation>次元 {0}: DML_DEPTH_SPACE_ORDER_COLUMN_ROW_DEPTH は出力チャンネル {1} を入力チャンネル {2} × BlockSize² ({3}) + ブロック {4} と読みます。ブロック {4} = ブロック内の行 {5} × BlockSize ({6}) + ブロック内の列 {7}</translation>
    </message>
    <message>
        <source>dimension {0}: row {1} × BlockSize ({2}) + block row {3} = input row {4}</source>
        <translation>次元 {0}: 行 {1} × BlockSize ({2}) + ブロック内の行 {3} = 入力の行 {4}</translation>
    </message>
    <message>
        <source>dimension {0}: column {1} × BlockSize ({2}) + block column {3} = input column {4}</source>
        <translation>次元 {0}: 列 {1} × BlockSize ({2}) + ブロック内の列 {3} = 入力の列 {4}</translation>
    </message>
    <message>
        <source>{0} is {1}, but the tensors have {2} dimensions; Axis must be below that</source>
        <translation>{0} は {1} ですが、テンソルは {2} 次元です。Axis はそれより小さい値である必要があります</translation>
    </message>
    <message>
        <source>{0} is {1}, but IndicesTensor has {2} dimensions; IndexDimensions can be at most that</source>
        <translation>{0} は {1} ですが、IndicesTensor は {2} 次元です。IndexDimensions はそれ以下である必要があります</translation>
    </message>
    <message>
        <source>{0} is {1}, but only IndicesTensor&apos;s last IndexDimensions ({2}) dimensions hold indices; the ones before them must be 1</source>
        <translation>{0} は {1} ですが、インデックスを保持するのは IndicesTensor の最後の IndexDimensions ({2}) 個の次元だけです。それより前の次元のサイズは 1 である必要があります</translation>
    </message>
    <message>
        <source>{0}: the gather&apos;s output needs {2} dimensions ({3}), but the tensors have {1}; only leading sizes of 1 may be left out</source>
        <translation>{0}: Gather の出力には {2} 個の次元 ({3}) が必要ですが、テンソルは {1} 次元です。省略できるのは先頭のサイズ 1 の次元だけです</translation>
    </message>
    <message>
        <source>{0} is {1}, but InputTensor.Sizes[{2}] is {3}; IndicesTensor must match InputTensor in every dimension but Axis</source>
        <translation>{0} は {1} ですが、InputTensor.Sizes[{2}] は {3} です。Axis 以外のすべての次元で、IndicesTensor は InputTensor と同じサイズである必要があります</translation>
    </message>
    <message>
        <source>{0} is {1}, but IndicesTensor.Sizes[{2}] is {3}; UpdatesTensor must have the indices&apos; sizes</source>
        <translation>{0} は {1} ですが、IndicesTensor.Sizes[{2}] は {3} です。UpdatesTensor のサイズはインデックスのサイズと同じである必要があります</translation>
    </message>
    <message>
        <source>{0}: {1} is outside {2}..{3} on axis {4}</source>
        <translation>{0}: {1} は軸 {4} の範囲 {2}..{3} の外にあります</translation>
    </message>
    <message>
        <source>{0}: writes OutputTensor{1}, which IndicesTensor{2} writes too; DirectML does not say which update wins (dmlscope keeps the later one, as the page&apos;s example does)</source>
        <translation>{0}: OutputTensor{1} に書き込みますが、IndicesTensor{2} もそこに書き込みます。どちらの更新が残るかは DirectML では規定されていません (dmlscope はページの例と同様に後の更新を残します)</translation>
    </message>
    <message>
        <source>{0}: Axis {3} takes {1} = {4} → {2}</source>
        <translation>{0}: Axis {3} の座標は {1} = {4} → {2}</translation>
    </message>
    <message>
        <source>{0} = {1} is negative, so it counts from the end of dimension {2}: {1} + {3} = {4}</source>
        <translation>{0} = {1} は負なので、次元 {2} の末尾から数えます: {1} + {3} = {4}</translation>
    </message>
    <message>
        <source>{0} = {1} is outside {2}..{3} on axis {4}: DirectML leaves the result undefined; dmlscope clamps it to {5}</source>
        <translation>{0} = {1} は軸 {4} の範囲 {2}..{3} の外にあります: DirectML では結果は未定義です。dmlscope は {5} にクランプします</translation>
    </message>
    <message>
        <source>{0} is {1}, but it must be 1 to {2}, the tensors&apos; DimensionCount</source>
        <translation>{0} は {1} ですが、1 からテンソルの DimensionCount である {2} までの値である必要があります</translation>
    </message>
    <message>
        <source>{0} is {1}, but only the last {2} ({3}) dimensions are meaningful; the ones before them must be 1</source>
        <translation>{0} は {1} ですが、意味を持つのは最後の {2} ({3}) 個の次元だけです。それより前の次元のサイズは 1 である必要があります</translation>
    </message>
    <message>
        <source>{0} is {1}: each index tuple addresses that many InputTensor dimensions, but only {2} follow the batch dimensions</source>
        <translation>{0} は {1} です。インデックスの各タプルはその数だけ InputTensor の次元を指定しますが、バッチ次元の後に続く次元は {2} 個しかありません</translation>
    </message>
    <message>
        <source>{0} is {1}, but {2} is {3}; the batch dimensions of both tensors must agree</source>
        <translation>{0} は {1} ですが、{2} は {3} です。両方のテンソルのバッチ次元は一致する必要があります</translation>
    </message>
    <message>
        <source>{0} needs {2} dimensions ({3}), but the tensors have {1}; only leading sizes of 1 may be left out</source>
        <translation>{0} には {2} 個の次元 ({3}) が必要ですが、テンソルは {1} 次元です。省略できるのは先頭のサイズ 1 の次元だけです</translation>
    </message>
    <message>
        <source>the GPU numbers UpdatesTensor&apos;s elements in 32 bits, and it has {0}; run it on the CPU</source>
        <translation>GPU は UpdatesTensor の要素に 32 ビットで番号を付けますが、その要素数は {0} 個です。CPU で実行してください</translation>
    </message>
    <message>
        <source>{0} is {1}, but it must be below IndicesDimensionCount ({2}) and at most InputDimensionCount ({3})</source>
        <translation>{0} は {1} ですが、IndicesDimensionCount ({2}) 未満かつ InputDimensionCount ({3}) 以下である必要があります</translation>
    </message>
    <message>
        <source>line {0}, {1}: command {2} is a {3} command, not a dispatch, and no dispatch of the model is of an operator dmlscope supports ({4})</source>
        <translation>{0} 行目、{1}: コマンド {2} は {3} コマンドで、ディスパッチではありません。また、モデルには dmlscope がサポートする演算子 ({4}) のディスパッチがありません</translation>
    </message>
    <message>
        <source>line {0}, {1}: command {2} dispatches &apos;{3}&apos; ({4}), which dmlscope does not support, and no dispatch of the model is of an operator it supports ({5})</source>
        <translation>{0} 行目、{1}: コマンド {2} は &apos;{3}&apos; ({4}) をディスパッチしますが、dmlscope はこれをサポートしていません。また、モデルには dmlscope がサポートする演算子 ({5}) のディスパッチがありません</translation>
    </message>
    <message>
        <source>line {0}, {1}: no dispatch of the model is of an operator dmlscope supports ({3}); its dispatches: {2}</source>
        <translation>{0} 行目、{1}: モデルには dmlscope がサポートする演算子 ({3}) のディスパッチがありません。モデルのディスパッチ: {2}</translation>
    </message>
    <message>
        <source>{0} lets a compute shader use only {1} storage buffers, and dmlscope&apos;s shaders need {2}; use the CPU backend</source>
        <translation>{0} ではコンピュートシェーダーが使えるストレージバッファーは {1} 個だけですが、dmlscope のシェーダーには {2} 個必要です。CPU バックエンドを使ってください</translation>
    </message>
    <message>
        <source>dimension {0}: the output&apos;s coordinate {1} is InputTensor&apos;s coordinate in dimension {2}</source>
        <translation>次元 {0}: 出力の座標 {1} は、InputTensor の次元 {2} の座標です</translation>
    </message>
    <message>
        <source>dimension {0}: the output&apos;s coordinate {1} is IndicesTensor&apos;s coordinate in dimension {2}</source>
        <translation>次元 {0}: 出力の座標 {1} は、IndicesTensor の次元 {2} の座標です</translation>
    </message>
    <message>
        <source>dimension {0}: the output&apos;s coordinate {1} is UpdatesTensor&apos;s coordinate in dimension {2}</source>
        <translation>次元 {0}: 出力の座標 {1} は、UpdatesTensor の次元 {2} の座標です</translation>
    </message>
    <message>
        <source>dimension {0}: the output&apos;s coordinate {1} is the batch: InputTensor&apos;s coordinate in dimension {2} and IndicesTensor&apos;s in dimension {3}</source>
        <translation>次元 {0}: 出力の座標 {1} はバッチです: InputTensor の次元 {2} の座標であり、IndicesTensor の次元 {3} の座標です</translation>
    </message>
    <message>
        <source>{0}&apos;s dimension {1} is 0: {0}.Sizes[{1}] is 1</source>
        <translation>{0} の次元 {1} は 0: {0}.Sizes[{1}] が 1 のため</translation>
    </message>
    <message>
        <source>{0}&apos;s dimensions {1} to {2} are 0: their sizes are 1</source>
        <translation>{0} の次元 {1} から {2} は 0: サイズが 1 のため</translation>
    </message>
    <message>
        <source>{0}: Axis {3} takes the index at the output&apos;s own coordinates, {1} = {4} → {2}</source>
        <translation>{0}: Axis {3} は出力自身の座標にあるインデックスを使う、{1} = {4} → {2}</translation>
    </message>
    <message>
        <source>Scatter: {1} = {5} sends {0} to {2} along Axis {4}; no other index in {3} does</source>
        <translation>Scatter: {1} = {5} は Axis {4} に沿って {0} を {2} に送る。{3} のほかのインデックスはここに送らない</translation>
    </message>
    <message>
        <source>Scatter: {1} = {5} sends {0} to {2} along Axis {4}; {6} indices in {3} send updates there, and dmlscope keeps the last (DirectML leaves the winner undefined)</source>
        <translation>Scatter: {1} = {5} は Axis {4} に沿って {0} を {2} に送る。{3} の {6} 個のインデックスがここに更新を送り、dmlscope は最後のものを残す (DirectML ではどれが残るかは未定義)</translation>
    </message>
    <message>
        <source>{0}: tuple entry {5}, {1} = {3}, picks coordinate {4} of InputTensor&apos;s dimension {2}</source>
        <translation>{0}: タプルの項目 {5}、{1} = {3} は InputTensor の次元 {2} の座標 {4} を選ぶ</translation>
    </message>
    <message>
        <source>{0}: tuple entry {5}, {1} = {3}, picks coordinate {4} of OutputTensor&apos;s dimension {2}</source>
        <translation>{0}: タプルの項目 {5}、{1} = {3} は OutputTensor の次元 {2} の座標 {4} を選ぶ</translation>
    </message>
    <message>
        <source>UpdatesTensor&apos;s dimension {0} is {1}, the tuple&apos;s coordinate in IndicesTensor&apos;s dimension {2}</source>
        <translation>UpdatesTensor の次元 {0} は {1}: IndicesTensor の次元 {2} におけるタプルの座標</translation>
    </message>
    <message>
        <source>ScatterND: the tuple {1} sends {0} to {2}; no other tuple picks those coordinates</source>
        <translation>ScatterND: タプル {1} は {0} を {2} に送る。ほかのタプルはその座標を選ばない</translation>
    </message>
    <message>
        <source>ScatterND: the tuple {1} sends {0} to {2}; {3} tuples pick those coordinates, and dmlscope keeps the last update (DirectML leaves the winner undefined)</source>
        <translation>ScatterND: タプル {1} は {0} を {2} に送る。{3} 個のタプルがその座標を選び、dmlscope は最後の更新を残す (DirectML ではどれが残るかは未定義)</translation>
    </message>
    <message>
        <source>Scatter: no index in {0} selects {2} along Axis {1}, so no update lands here and the element keeps the input&apos;s</source>
        <translation>Scatter: {0} のどのインデックスも Axis {1} に沿って {2} を選ばないため、ここには更新が届かず、要素は入力の値のまま</translation>
    </message>
    <message>
        <source>Scatter: the output&apos;s coordinate {1} in dimension {0} lies beyond UpdatesTensor.Sizes[{0}] ({2}), so no update lands here and the element keeps the input&apos;s</source>
        <translation>Scatter: 次元 {0} の出力の座標 {1} は UpdatesTensor.Sizes[{0}] ({2}) を超えるため、ここには更新が届かず、要素は入力の値のまま</translation>
    </message>
    <message>
        <source>ScatterND: no tuple of IndicesTensor picks {0}, so no update lands here and the element keeps the input&apos;s</source>
        <translation>ScatterND: IndicesTensor のどのタプルも {0} を選ばないため、ここには更新が届かず、要素は入力の値のまま</translation>
    </message>
    <message>
        <source>dimension {0}: {1} - StartPadding[{0}] ({2}) = {3}, which is inside [0, {4}) (InputTensor.Sizes[{0}]): the input coordinate</source>
        <translation>次元 {0}: {1} - StartPadding[{0}] ({2}) = {3}。これは [0, {4}) (InputTensor.Sizes[{0}]) の内側にあり、入力の座標となる</translation>
    </message>
    <message>
        <source>dimension {0}: with DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW the input channel is (block row {1} × BlockSize ({2}) + block column {3}) × OutputTensor.Sizes[1] ({4}) + output channel {5} = {6}</source>
        <translation>次元 {0}: DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW では、入力チャネルは (ブロック行 {1} × BlockSize ({2}) + ブロック列 {3}) × OutputTensor.Sizes[1] ({4}) + 出力チャネル {5} = {6}</translation>
    </message>
    <message>
        <source>dimension {0}: with DML_DEPTH_SPACE_ORDER_COLUMN_ROW_DEPTH the input channel is output channel {1} × BlockSize² ({2}) + block row {3} × BlockSize ({4}) + block column {5} = {6}</source>
        <translation>次元 {0}: DML_DEPTH_SPACE_ORDER_COLUMN_ROW_DEPTH では、入力チャネルは出力チャネル {1} × BlockSize² ({2}) + ブロック行 {3} × BlockSize ({4}) + ブロック列 {5} = {6}</translation>
    </message>
    <message>
        <source>dimension {0}: DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW reads output channel {1} as block {2} × InputTensor.Sizes[1] ({3}) + input channel {4}; block {2} = block row {5} × BlockSize ({6}) + block column {7}</source>
        <translation>次元 {0}: DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW は出力チャネル {1} をブロック {2} × InputTensor.Sizes[1] ({3}) + 入力チャネル {4} として読む。ブロック {2} = ブロック行 {5} × BlockSize ({6}) + ブロック列 {7}</translation>
    </message>
    <message>
        <source>{0}{1} is element {2} of its buffer, Σ coordinate × stride = {3}; byte {4} ({5}-byte elements)</source>
        <translation>{0}{1} はバッファーの要素 {2}、Σ 座標 × ストライド = {3}。バイト {4} ({5} バイトの要素)</translation>
    </message>
    <message>
        <source>{0}{1} feeds no output element</source>
        <translation>{0}{1} はどの出力要素にも供給されない</translation>
    </message>
    <message>
        <source>{0}{1} feeds no output element: no index selects it</source>
        <translation>{0}{1} はどの出力要素にも供給されない: どのインデックスもこれを選ばない</translation>
    </message>
    <message>
        <source>{0}{1} feeds no output element: an update lands on OutputTensor{1} instead</source>
        <translation>{0}{1} はどの出力要素にも供給されない: 代わりに更新が OutputTensor{1} に届く</translation>
    </message>
    <message>
        <source>{0}{1} feeds no output element: a later update lands where it would</source>
        <translation>{0}{1} はどの出力要素にも供給されない: 後の更新が同じ場所に届く</translation>
    </message>
    <message>
        <source>{0}{1} chooses the source of {2} output elements</source>
        <translation>{0}{1} は {2} 個の出力要素の参照元を選ぶ</translation>
    </message>
    <message>
        <source>{0}{1} chooses the source of 1 output element</source>
        <translation>{0}{1} は 1 個の出力要素の参照元を選ぶ</translation>
    </message>
    <message>
        <source>{0}{1} chooses the source of no output element</source>
        <translation>{0}{1} はどの出力要素の参照元も選ばない</translation>
    </message>
    <message>
        <source>{0}{1} chooses the source of no output element: a later update lands where its update would</source>
        <translation>{0}{1} はどの出力要素の参照元も選ばない: 後の更新が、この更新と同じ場所に届く</translation>
    </message>
    <message>
        <source>{0}{1} is entry {3} of the tuple {0}{2}, which acts as one index</source>
        <translation>{0}{1} はタプル {0}{2} の項目 {3}。タプル全体で 1 つのインデックスとして働く</translation>
    </message>
    <message>
        <source>{0}&apos;s DimensionCount is {1}, but the number of coordinates given is {2}</source>
        <translation>{0} の DimensionCount は {1} ですが、指定された座標の数は {2} です</translation>
    </message>
    <message>
        <source>this run needs {0} of memory on {1} (inputs {2}, outputs {3}, index map {4}, scratch {5}), but its budget is {6} ({7}); try smaller tensors, run without the index map, or use the CPU backend</source>
        <translation>この実行には {1} 上で {0} のメモリーが必要ですが (入力 {2}、出力 {3}、インデックス マップ {4}、作業領域 {5})、予算は {6} ({7}) です。小さいテンソルにするか、インデックス マップなしで実行するか、CPU バックエンドを使ってください</translation>
    </message>
    <message>
        <source>the save of {0} was cancelled; the file is as it was</source>
        <translation>{0} の保存はキャンセルされました。ファイルは元のままです</translation>
    </message>
    <message>
        <source>cannot save {0}: every name from {1} to {2} is taken by another file</source>
        <translation>{0} を保存できません: {1} から {2} までの名前はすべてほかのファイルが使っています</translation>
    </message>
    <message>
        <source>{0}: reading the file was cancelled</source>
        <translation>{0}: ファイルの読み取りはキャンセルされました</translation>
    </message>
    <message>
        <source>this run needs {0} of memory (outputs {1}, transfers {3}, writing the result {6}), but only {4} is available ({5}); try smaller tensors</source>
        <translation>この実行には {0} のメモリーが必要ですが (出力 {1}、転送 {3}、結果の書き出し {6})、使えるのは {4} ({5}) だけです。小さいテンソルにしてください</translation>
    </message>
    <message>
        <source>this run needs {0} of memory (outputs {1}, index map {2}, transfers {3}, writing the result {6}), but only {4} is available ({5}); try smaller tensors, or run without the index map</source>
        <translation>この実行には {0} のメモリーが必要ですが (出力 {1}、インデックス マップ {2}、転送 {3}、結果の書き出し {6})、使えるのは {4} ({5}) だけです。小さいテンソルにするか、インデックス マップなしで実行してください</translation>
    </message>
    <message>
        <source>the {0} backend does not run {1}; run it on another backend</source>
        <translation>{0} バックエンドは {1} を実行できません。別のバックエンドで実行してください</translation>
    </message>
    <message>
        <source>dimension {0}: DML_PADDING_MODE_WRAP repeats the input every InputTensor.Sizes[{0}] = {2} elements: {1} mod {2} = {3}</source>
        <translation>次元 {0}: DML_PADDING_MODE_WRAP は入力を InputTensor.Sizes[{0}] = {2} 要素ごとに繰り返します: {1} mod {2} = {3}</translation>
    </message>
    <message>
        <source>line {0}, {1}: command {2} (&apos;{3}&apos;, {4}) is not run: dmlscope does not implement it, so the resources bound to it keep the values they had</source>
        <translation>{0} 行目、{1}: コマンド {2} (&apos;{3}&apos;、{4}) は実行されません: dmlscope はこれを実装していないため、バインドされたリソースは元の値のままです</translation>
    </message>
    <message>
        <source>line {0}, {1}: command {2} (&apos;{3}&apos;, {4}) could not run, so the resources bound to its outputs keep the values they had: {5}</source>
        <translation>{0} 行目、{1}: コマンド {2} (&apos;{3}&apos;、{4}) を実行できなかったため、その出力にバインドされたリソースは元の値のままです: {5}</translation>
    </message>
    <message>
        <source>line {0}, {1}: resource {2} may lack what command {3} (&apos;{4}&apos;, {5}) writes, which dmlscope does not run; its values here are those the commands dmlscope ran left (the initial values where none wrote it)</source>
        <translation>{0} 行目、{1}: リソース {2} には、dmlscope が実行しないコマンド {3} (&apos;{4}&apos;、{5}) の書き込みが反映されていない可能性があります。ここでの値は dmlscope が実行したコマンドが残した値です (どのコマンドも書き込んでいなければ初期値)</translation>
    </message>
    <message>
        <source>line {0}, {1}: resource {2} lacks what command {3} (&apos;{4}&apos;, {5}) writes, which could not run ({6}); its values here are those the commands dmlscope ran left (the initial values where none wrote it)</source>
        <translation>{0} 行目、{1}: リソース {2} には、実行できなかったコマンド {3} (&apos;{4}&apos;、{5}) の書き込みが反映されていません ({6})。ここでの値は dmlscope が実行したコマンドが残した値です (どのコマンドも書き込んでいなければ初期値)</translation>
    </message>
    <message>
        <source>{0} is set, but the tensors&apos; DataType is {1}: DirectML takes no ScaleBias for 64-bit types; leave it null</source>
        <translation>{0} が設定されていますが、テンソルの DataType は {1} です。DirectML は 64 ビット型に ScaleBias を受け付けません。null のままにしてください</translation>
    </message>
    <message>
        <source>ScaleBias: {0}{1} = x × Scale + Bias with x = {2}: {2} × {3} + {4} = {5} in FLOAT32, written as {6} {7}</source>
        <translation>ScaleBias: {0}{1} = x × Scale + Bias、x = {2}: FLOAT32 で {2} × {3} + {4} = {5}、{6} として {7} を書き込みます</translation>
    </message>
    <message>
        <source>ScaleBias: {0}{1} = {2}{3} × {4} + {5}, computed in FLOAT32 and written back as {6}</source>
        <translation>ScaleBias: {0}{1} = {2}{3} × {4} + {5}。FLOAT32 で計算し、{6} として書き戻します</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected null or an object with the numbers Scale and Bias, got {2}</source>
        <translation>{0} 行目、{1}: null か、数値 Scale と Bias を持つオブジェクトが必要ですが、{2} です</translation>
    </message>
    <message>
        <source>{0} is bound {2} bytes into its resource, but {1} holds only {3} bytes from there; the output&apos;s buffer needs {4}</source>
        <translation>{0} はリソースの先頭から {2} バイトの位置にバインドされていますが、{1} にはそこから {3} バイトしかありません。出力のバッファーには {4} バイトが必要です</translation>
    </message>
    <message>
        <source>the GPU reads {0} of {1} through at most {4} storage-buffer windows of up to {3} bytes each on this device, and its {2} bytes need more; run it on the CPU</source>
        <translation>GPU は {1} の {0} を、このデバイスでは 1 つ最大 {3} バイトのストレージ バッファー ウィンドウ最大 {4} 個を通して読み取りますが、その {2} バイトにはそれ以上が必要です。CPU で実行してください</translation>
    </message>
</context>
<context>
    <name>ElementText</name>
    <message>
        <source>no list in the text: expected something like [[1, 2], [3, 4]]</source>
        <translation>テキストにリストがありません: [[1, 2], [3, 4]] のような形式を指定してください</translation>
    </message>
    <message>
        <source>a value and a list are mixed at position %1</source>
        <translation>位置 %1 で値とリストが混在しています</translation>
    </message>
    <message>
        <source>the lists are not nested evenly (position %1)</source>
        <translation>リストの入れ子の深さがそろっていません (位置 %1)</translation>
    </message>
    <message>
        <source>the list is ragged: a list of %1 items where the others have %2 (position %3)</source>
        <translation>リストの長さがそろっていません: 他が %2 項目のところに %1 項目のリストがあります (位置 %3)</translation>
    </message>
    <message>
        <source>a list is not closed</source>
        <translation>閉じられていないリストがあります</translation>
    </message>
    <message>
        <source>the lists are not nested evenly or hold no values</source>
        <translation>リストの入れ子の深さがそろっていないか、値がありません</translation>
    </message>
    <message>
        <source>row %1 has %2 values, but the first row has %3</source>
        <translation>行 %1 には %2 個の値がありますが、最初の行には %3 個あります</translation>
    </message>
    <message>
        <source>the clipboard holds no values</source>
        <translation>クリップボードに値がありません</translation>
    </message>
</context>
<context>
    <name>Examples</name>
    <message>
        <source>Depth to space: column-row-depth</source>
        <translation>深度から空間へ: 列-行-深度 (COLUMN_ROW_DEPTH)</translation>
    </message>
    <message>
        <source>Moves blocks of 2×2 channels of a 1×8×2×3 UINT32 tensor into space in COLUMN_ROW_DEPTH order (ONNX CRD, PyTorch pixel_shuffle), example 2 of the DML_DEPTH_TO_SPACE1_OPERATOR_DESC page.</source>
        <translation>1×8×2×3 の UINT32 テンソルの 2×2 チャンネルのブロックを COLUMN_ROW_DEPTH の順序 (ONNX の CRD、PyTorch の pixel_shuffle) で空間に移動します。DML_DEPTH_TO_SPACE1_OPERATOR_DESC のページの例 2 です。</translation>
    </message>
    <message>
        <source>Depth to space: depth-column-row</source>
        <translation>深度から空間へ: 深度-列-行 (DEPTH_COLUMN_ROW)</translation>
    </message>
    <message>
        <source>Moves blocks of 2×2 channels of a 1×8×2×3 UINT32 tensor into space in DEPTH_COLUMN_ROW order (ONNX DCR), example 1 of the DML_DEPTH_TO_SPACE1_OPERATOR_DESC page.</source>
        <translation>1×8×2×3 の UINT32 テンソルの 2×2 チャンネルのブロックを DEPTH_COLUMN_ROW の順序 (ONNX の DCR) で空間に移動します。DML_DEPTH_TO_SPACE1_OPERATOR_DESC のページの例 1 です。</translation>
    </message>
    <message>
        <source>Join three tensors on axis 1</source>
        <translation>3 つのテンソルを軸 1 で結合</translation>
    </message>
    <message>
        <source>Joins three 1×1×2×2 tensors along axis 1 into a 1×3×2×2 tensor, example 2 of the DML_JOIN_OPERATOR_DESC page.</source>
        <translation>3 つの 1×1×2×2 テンソルを軸 1 に沿って結合し、1×3×2×2 のテンソルにします。DML_JOIN_OPERATOR_DESC のページの例 2 です。</translation>
    </message>
    <message>
        <source>Join three tensors on axis 2</source>
        <translation>3 つのテンソルを軸 2 で結合</translation>
    </message>
    <message>
        <source>Joins three 1×1×2×2 tensors along axis 2 into a 1×1×6×2 tensor, example 2 of the DML_JOIN_OPERATOR_DESC page.</source>
        <translation>3 つの 1×1×2×2 テンソルを軸 2 に沿って結合し、1×1×6×2 のテンソルにします。DML_JOIN_OPERATOR_DESC のページの例 2 です。</translation>
    </message>
    <message>
        <source>Join three tensors on axis 3</source>
        <translation>3 つのテンソルを軸 3 で結合</translation>
    </message>
    <message>
        <source>Joins three 1×1×2×2 tensors along axis 3 into a 1×1×2×6 tensor, example 2 of the DML_JOIN_OPERATOR_DESC page.</source>
        <translation>3 つの 1×1×2×2 テンソルを軸 3 に沿って結合し、1×1×2×6 のテンソルにします。DML_JOIN_OPERATOR_DESC のページの例 2 です。</translation>
    </message>
    <message>
        <source>Join two tensors on axis 3</source>
        <translation>2 つのテンソルを軸 3 で結合</translation>
    </message>
    <message>
        <source>Joins a 1×1×2×3 and a 1×1×2×4 tensor along axis 3, the only axis on which their sizes allow it, example 1 of the DML_JOIN_OPERATOR_DESC page.</source>
        <translation>1×1×2×3 と 1×1×2×4 のテンソルを、サイズ上それが可能な唯一の軸である軸 3 に沿って結合します。DML_JOIN_OPERATOR_DESC のページの例 1 です。</translation>
    </message>
    <message>
        <source>Padding: constant</source>
        <translation>パディング: 定数 (CONSTANT)</translation>
    </message>
    <message>
        <source>Pads a 1×1×4×4 tensor with the constant 9 (StartPadding {0, 0, 1, 2}, EndPadding {0, 0, 3, 4}), example 1 of the DML_PADDING_OPERATOR_DESC page.</source>
        <translation>1×1×4×4 のテンソルを定数 9 でパディングします (StartPadding {0, 0, 1, 2}、EndPadding {0, 0, 3, 4})。DML_PADDING_OPERATOR_DESC のページの例 1 です。</translation>
    </message>
    <message>
        <source>Padding: edge</source>
        <translation>パディング: エッジ (EDGE)</translation>
    </message>
    <message>
        <source>Pads a 1×1×4×4 tensor by repeating its edge values (StartPadding {0, 0, 1, 2}, EndPadding {0, 0, 3, 4}), example 2 of the DML_PADDING_OPERATOR_DESC page.</source>
        <translation>1×1×4×4 のテンソルをエッジの値を繰り返してパディングします (StartPadding {0, 0, 1, 2}、EndPadding {0, 0, 3, 4})。DML_PADDING_OPERATOR_DESC のページの例 2 です。</translation>
    </message>
    <message>
        <source>Padding: reflection</source>
        <translation>パディング: 反射 (REFLECTION)</translation>
    </message>
    <message>
        <source>Pads a 1×1×4×4 tensor by mirroring it without repeating the edge, folding again where the padding is wider than the input (StartPadding {0, 0, 1, 2}, EndPadding {0, 0, 3, 4}), example 3 of the DML_PADDING_OPERATOR_DESC page.</source>
        <translation>1×1×4×4 のテンソルを、エッジを繰り返さずにミラー化してパディングします。パディングが入力より広い部分では再び折りたたみます (StartPadding {0, 0, 1, 2}、EndPadding {0, 0, 3, 4})。DML_PADDING_OPERATOR_DESC のページの例 3 です。</translation>
    </message>
    <message>
        <source>Padding: symmetric</source>
        <translation>パディング: 対称 (SYMMETRIC)</translation>
    </message>
    <message>
        <source>Pads a 1×1×4×4 tensor by mirroring it including the edge, folding again where the padding is wider than the input (StartPadding {0, 0, 1, 2}, EndPadding {0, 0, 3, 4}), example 4 of the DML_PADDING_OPERATOR_DESC page.</source>
        <translation>1×1×4×4 のテンソルを、エッジも含めてミラー化してパディングします。パディングが入力より広い部分では再び折りたたみます (StartPadding {0, 0, 1, 2}、EndPadding {0, 0, 3, 4})。DML_PADDING_OPERATOR_DESC のページの例 4 です。</translation>
    </message>
    <message>
        <source>Split on axis 2</source>
        <translation>軸 2 で分割</translation>
    </message>
    <message>
        <source>Splits a 1×1×6×2 tensor along axis 2 into outputs of 2, 1 and 3 rows, example 1 of the DML_SPLIT_OPERATOR_DESC page.</source>
        <translation>1×1×6×2 のテンソルを軸 2 に沿って 2 行、1 行、3 行の出力に分割します。DML_SPLIT_OPERATOR_DESC のページの例 1 です。</translation>
    </message>
    <message>
        <source>Split on axis 3</source>
        <translation>軸 3 で分割</translation>
    </message>
    <message>
        <source>Splits a 1×1×6×2 tensor along axis 3 into its two columns, example 2 of the DML_SPLIT_OPERATOR_DESC page.</source>
        <translation>1×1×6×2 のテンソルを軸 3 に沿って 2 つの列に分割します。DML_SPLIT_OPERATOR_DESC のページの例 2 です。</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>タイル</translation>
    </message>
    <message>
        <source>Repeats a 1×1×2×3 tensor three times along height and width (Repeats {1, 1, 3, 3}), the example of the DML_TILE_OPERATOR_DESC page.</source>
        <translation>1×1×2×3 のテンソルを高さと幅の方向にそれぞれ 3 回繰り返します (Repeats {1, 1, 3, 3})。DML_TILE_OPERATOR_DESC のページの例です。</translation>
    </message>
    <message>
        <source>Padding1: constant 9 as a FLOAT32</source>
        <translation>Padding1: FLOAT32 の定数 9</translation>
    </message>
    <message>
        <source>Pads a 1×1×4×4 tensor with PaddingValue 9, a FLOAT32 (StartPadding {0, 0, 1, 2}, EndPadding {0, 0, 3, 4}), example 1 of the DML_PADDING1_OPERATOR_DESC page.</source>
        <translation>1×1×4×4 のテンソルを FLOAT32 の PaddingValue 9 でパディングします (StartPadding {0, 0, 1, 2}、EndPadding {0, 0, 3, 4})。DML_PADDING1_OPERATOR_DESC のページの例 1 です。</translation>
    </message>
    <message>
        <source>Padding1: edge</source>
        <translation>Padding1: 端 (EDGE)</translation>
    </message>
    <message>
        <source>Pads a 1×1×4×4 tensor by repeating its edge values (StartPadding {0, 0, 1, 2}, EndPadding {0, 0, 3, 4}), example 2 of the DML_PADDING1_OPERATOR_DESC page.</source>
        <translation>1×1×4×4 のテンソルを端の値の繰り返しでパディングします (StartPadding {0, 0, 1, 2}、EndPadding {0, 0, 3, 4})。DML_PADDING1_OPERATOR_DESC のページの例 2 です。</translation>
    </message>
    <message>
        <source>Padding1: an INT64 constant beyond 2^53</source>
        <translation>Padding1: 2^53 を超える INT64 の定数</translation>
    </message>
    <message>
        <source>Pads a 1×4 INT64 tensor with PaddingValue -9007199254740993 (-(2^53 + 1), which no double holds, so the file writes it as a string); StartPadding {0, 1}, EndPadding {1, 2}. Not from the reference page: worked by hand.</source>
        <translation>1×4 の INT64 テンソルを PaddingValue -9007199254740993 でパディングします (-(2^53 + 1) は double では表せないため、ファイルには文字列として書かれます)。StartPadding {0, 1}、EndPadding {1, 2}。リファレンスページの例ではなく、手計算で確かめたものです。</translation>
    </message>
    <message>
        <source>Padding1: reflection</source>
        <translation>Padding1: 反射 (REFLECTION)</translation>
    </message>
    <message>
        <source>Pads a 1×1×4×4 tensor with its mirror image, edges not repeated (StartPadding {0, 0, 1, 2}, EndPadding {0, 0, 3, 4}), example 3 of the DML_PADDING1_OPERATOR_DESC page.</source>
        <translation>1×1×4×4 のテンソルを鏡像でパディングします。端は繰り返しません (StartPadding {0, 0, 1, 2}、EndPadding {0, 0, 3, 4})。DML_PADDING1_OPERATOR_DESC のページの例 3 です。</translation>
    </message>
    <message>
        <source>Padding1: symmetric</source>
        <translation>Padding1: 対称 (SYMMETRIC)</translation>
    </message>
    <message>
        <source>Pads a 1×1×4×4 tensor with its mirror image, edges repeated (StartPadding {0, 0, 1, 2}, EndPadding {0, 0, 3, 4}), example 4 of the DML_PADDING1_OPERATOR_DESC page.</source>
        <translation>1×1×4×4 のテンソルを鏡像でパディングします。端も繰り返します (StartPadding {0, 0, 1, 2}、EndPadding {0, 0, 3, 4})。DML_PADDING1_OPERATOR_DESC のページの例 4 です。</translation>
    </message>
    <message>
        <source>Identity of a broadcast input</source>
        <translation>ブロードキャストされた入力の恒等コピー</translation>
    </message>
    <message>
        <source>A copy through strides: Strides {0, 0, 0, 1} read the four-element buffer 1, 2, 3, 4 as every row of a 3×4 tensor, and the copy writes three real rows. Worked by hand (the DML_ELEMENT_WISE_IDENTITY_OPERATOR_DESC page has no examples).</source>
        <translation>ストライドを通したコピー: Strides {0, 0, 0, 1} は 4 要素のバッファー 1, 2, 3, 4 を 3×4 テンソルのすべての行として読み取り、コピーは実際の 3 行を書き込みます。手作業で求めた例です (DML_ELEMENT_WISE_IDENTITY_OPERATOR_DESC のページには例がありません)。</translation>
    </message>
    <message>
        <source>Identity of a transposed input</source>
        <translation>転置された入力の恒等コピー</translation>
    </message>
    <message>
        <source>A copy through strides: the buffer holds the 4×3 matrix 1..12 row by row, and Strides {12, 12, 1, 3} read it as its 3×4 transpose, which the copy writes out packed. The DML_ELEMENT_WISE_IDENTITY_OPERATOR_DESC page has no examples; this one is worked by hand.</source>
        <translation>ストライドを通したコピー: バッファーは 4×3 行列 1..12 を行ごとに保持し、Strides {12, 12, 1, 3} はそれを 3×4 の転置として読み取り、コピーはそれを詰めて書き出します。DML_ELEMENT_WISE_IDENTITY_OPERATOR_DESC のページには例がないため、この例は手作業で求めたものです。</translation>
    </message>
    <message>
        <source>Slice1 with a negative stride</source>
        <translation>負のストライドの Slice1</translation>
    </message>
    <message>
        <source>The same window with rows walked backwards from the window&apos;s last row (stride -2): example 2 of the DML_SLICE1_OPERATOR_DESC page.</source>
        <translation>同じウィンドウを、ウィンドウの最後の行から逆向きに行をたどります (ストライド -2)。DML_SLICE1_OPERATOR_DESC のページの例 2 です。</translation>
    </message>
    <message>
        <source>Slice1 with positive strides</source>
        <translation>正のストライドの Slice1</translation>
    </message>
    <message>
        <source>Every second row and every second column of a window that leaves out column 0: example 1 of the DML_SLICE1_OPERATOR_DESC page.</source>
        <translation>列 0 を除いたウィンドウの 1 行おき、1 列おきの要素。DML_SLICE1_OPERATOR_DESC のページの例 1 です。</translation>
    </message>
    <message>
        <source>Slice, contiguous</source>
        <translation>Slice、連続</translation>
    </message>
    <message>
        <source>Three rows from row 1 and two columns from column 2: example 1 of the DML_SLICE_OPERATOR_DESC page.</source>
        <translation>行 1 からの 3 行と列 2 からの 2 列。DML_SLICE_OPERATOR_DESC のページの例 1 です。</translation>
    </message>
    <message>
        <source>Slice, strided</source>
        <translation>Slice、ストライドあり</translation>
    </message>
    <message>
        <source>Every second row from row 1 and every third column: example 2 of the DML_SLICE_OPERATOR_DESC page.</source>
        <translation>行 1 から 1 行おき、2 列おきの要素。DML_SLICE_OPERATOR_DESC のページの例 2 です。</translation>
    </message>
    <message>
        <source>Space to depth: column-row-depth</source>
        <translation>空間から深度へ: 列-行-深度 (COLUMN_ROW_DEPTH)</translation>
    </message>
    <message>
        <source>Moves 2×2 blocks of pixels of a 1×2×4×6 UINT32 tensor into channels in COLUMN_ROW_DEPTH order (PyTorch pixel_unshuffle), example 2 of the DML_SPACE_TO_DEPTH1_OPERATOR_DESC page: the inverse of DepthToSpace1 example 2.</source>
        <translation>1×2×4×6 の UINT32 テンソルの 2×2 画素のブロックを COLUMN_ROW_DEPTH の順序 (PyTorch の pixel_unshuffle) でチャンネルに移動します。DML_SPACE_TO_DEPTH1_OPERATOR_DESC のページの例 2 で、DepthToSpace1 の例 2 の逆変換です。</translation>
    </message>
    <message>
        <source>Space to depth: depth-column-row</source>
        <translation>空間から深度へ: 深度-列-行 (DEPTH_COLUMN_ROW)</translation>
    </message>
    <message>
        <source>Moves 2×2 blocks of pixels of a 1×2×4×6 UINT32 tensor into channels in DEPTH_COLUMN_ROW order (ONNX DCR, TensorFlow space_to_depth), example 1 of the DML_SPACE_TO_DEPTH1_OPERATOR_DESC page: the inverse of DepthToSpace1 example 1.</source>
        <translation>1×2×4×6 の UINT32 テンソルの 2×2 画素のブロックを DEPTH_COLUMN_ROW の順序 (ONNX の DCR、TensorFlow の space_to_depth) でチャンネルに移動します。DML_SPACE_TO_DEPTH1_OPERATOR_DESC のページの例 1 で、DepthToSpace1 の例 1 の逆変換です。</translation>
    </message>
    <message>
        <source>Gather: 1-D remapping</source>
        <translation>Gather: 1 次元の再マッピング</translation>
    </message>
    <message>
        <source>Five indices pick from a four-element input (3 twice): example 1 of the DML_GATHER_OPERATOR_DESC page.</source>
        <translation>5 個のインデックスが 4 要素の入力から要素を選びます (3 は 2 回)。DML_GATHER_OPERATOR_DESC のページの例 1 です。</translation>
    </message>
    <message>
        <source>Gather: columns swapped along Axis 1</source>
        <translation>Gather: Axis 1 に沿った列の入れ替え</translation>
    </message>
    <message>
        <source>Indices {1, 0} swap the two columns of a 3×2 input: example 3 of the DML_GATHER_OPERATOR_DESC page, with IndexDimensions 1 (the page prints 2, which its own size formula turns into a {3, 1, 2} output).</source>
        <translation>インデックス {1, 0} が 3×2 の入力の 2 つの列を入れ替えます。DML_GATHER_OPERATOR_DESC のページの例 3 で、IndexDimensions は 1 にしています (ページには 2 と書かれていますが、ページ自身のサイズの式ではそれによる出力は {3, 1, 2} になります)。</translation>
    </message>
    <message>
        <source>GatherElements along Axis 0</source>
        <translation>Axis 0 に沿った GatherElements</translation>
    </message>
    <message>
        <source>Each output element takes the input element of its own column at the row its index names: the example of the DML_GATHER_ELEMENTS_OPERATOR_DESC page (whose OutputTensor says UINT32; it must be the input&apos;s FLOAT32).</source>
        <translation>各出力要素は、自身と同じ列で、インデックスが示す行にある入力要素を取ります。DML_GATHER_ELEMENTS_OPERATOR_DESC のページの例です (ページの OutputTensor は UINT32 となっていますが、入力と同じ FLOAT32 でなければなりません)。</translation>
    </message>
    <message>
        <source>Gather: negative INT64 indices</source>
        <translation>Gather: 負の INT64 インデックス</translation>
    </message>
    <message>
        <source>Signed indices count from the end of the axis (from feature level 3_0): -1 is the last column of a 2×3 input, 0 the first. Worked by hand.</source>
        <translation>符号付きのインデックスは軸の末尾から数えます (機能レベル 3_0 以降): -1 は 2×3 の入力の最後の列、0 は最初の列です。手作業で求めた例です。</translation>
    </message>
    <message>
        <source>Gather: nested indices along Axis 1</source>
        <translation>Gather: Axis 1 に沿った入れ子のインデックス</translation>
    </message>
    <message>
        <source>A 2×2 block of indices picks rows of a 1×3×2 input: example 5 of the DML_GATHER_OPERATOR_DESC page.</source>
        <translation>2×2 のインデックスのブロックが 1×3×2 の入力の行を選びます。DML_GATHER_OPERATOR_DESC のページの例 5 です。</translation>
    </message>
    <message>
        <source>Gather: nested indices along Axis 2</source>
        <translation>Gather: Axis 2 に沿った入れ子のインデックス</translation>
    </message>
    <message>
        <source>A 1×2 block of indices replaces the last axis of a 1×3×3 input; the leading 1 of the four-dimensional result is cropped: example 4 of the DML_GATHER_OPERATOR_DESC page.</source>
        <translation>1×2 のインデックスのブロックが 1×3×3 の入力の最後の軸を置き換えます。4 次元の結果の先頭の 1 は切り捨てられます。DML_GATHER_OPERATOR_DESC のページの例 4 です。</translation>
    </message>
    <message>
        <source>Gather: rows along Axis 0</source>
        <translation>Gather: Axis 0 に沿った行</translation>
    </message>
    <message>
        <source>Four indices pick whole rows of a 3×2 input, row 1 twice: example 2 of the DML_GATHER_OPERATOR_DESC page.</source>
        <translation>4 個のインデックスが 3×2 の入力の行全体を選びます (行 1 は 2 回)。DML_GATHER_OPERATOR_DESC のページの例 2 です。</translation>
    </message>
    <message>
        <source>Scatter: 1-D, one index twice</source>
        <translation>Scatter: 1 次元、同じインデックスが 2 回</translation>
    </message>
    <message>
        <source>Four updates into a five-element input; index 3 comes twice and the later update (7) stays, as the page prints: example 1 of the DML_SCATTER_OPERATOR_DESC page. DirectML leaves such a collision undefined, so dmlscope warns.</source>
        <translation>5 要素の入力に 4 つの更新を書き込みます。インデックス 3 が 2 回現れ、ページの記載どおり後の更新 (7) が残ります。DML_SCATTER_OPERATOR_DESC のページの例 1 です。DirectML ではこのような衝突の結果は未定義のため、dmlscope は警告を出します。</translation>
    </message>
    <message>
        <source>Scatter: rows chosen per column</source>
        <translation>Scatter: 列ごとに選ぶ行</translation>
    </message>
    <message>
        <source>Each update goes to its own column, at the row its index names: example 2 of the DML_SCATTER_OPERATOR_DESC page (whose InputTensor says {2, 3} over a 3×3 input; it is {3, 3}).</source>
        <translation>各更新は自身と同じ列の、インデックスが示す行に書き込まれます。DML_SCATTER_OPERATOR_DESC のページの例 2 です (ページの InputTensor は 3×3 の入力に対して {2, 3} となっていますが、正しくは {3, 3} です)。</translation>
    </message>
    <message>
        <source>GatherND1: 2-D tuples in three batches</source>
        <translation>GatherND1: 3 つのバッチの 2 次元タプル</translation>
    </message>
    <message>
        <source>A 3×2 array of 2-D tuples, each indexing into its own batch of the input: output[batch, x] = input[batch, indices[batch, x, 0], indices[batch, x, 1]]. Example 2 of the DML_GATHER_ND1_OPERATOR_DESC page.</source>
        <translation>2 次元タプルの 3×2 配列で、各タプルは入力のうち自身と同じバッチの中を指します: output[batch, x] = input[batch, indices[batch, x, 0], indices[batch, x, 1]]。DML_GATHER_ND1_OPERATOR_DESC のページの例 2 です。</translation>
    </message>
    <message>
        <source>GatherND1: 1-D remapping of rows</source>
        <translation>GatherND1: 行の 1 次元の再マッピング</translation>
    </message>
    <message>
        <source>Each 1-tuple of IndicesTensor picks a whole row of the 2×2 input: output[y, x] = input[indices[y], x]. Example 1 of the DML_GATHER_ND1_OPERATOR_DESC page.</source>
        <translation>IndicesTensor の 1 要素の各タプルが 2×2 の入力の行全体を選びます: output[y, x] = input[indices[y], x]。DML_GATHER_ND1_OPERATOR_DESC のページの例 1 です。</translation>
    </message>
    <message>
        <source>ScatterND: four 1-tuples into a row of eight</source>
        <translation>ScatterND: 8 要素の行に 1 要素のタプル 4 つ</translation>
    </message>
    <message>
        <source>output = input, then output[indices[x, 0]] = updates[x]. The example of the DML_SCATTER_ND_OPERATOR_DESC page, in shapes its rules allow: the page gives IndicesTensor {4, 1} as FLOAT32 beside 1-D tensors, while every tensor must share one DimensionCount and the indices an integer type, so the input, updates and output gain a leading 1 and the indices are UINT32 (README).</source>
        <translation>output = input とした後、output[indices[x, 0]] = updates[x]。DML_SCATTER_ND_OPERATOR_DESC のページの例を、その規則が許す形状にしたものです: ページでは IndicesTensor {4, 1} が FLOAT32 で、ほかのテンソルは 1 次元ですが、すべてのテンソルの DimensionCount は同じで、インデックスは整数型である必要があるため、入力、更新、出力の先頭にサイズ 1 の次元を加え、インデックスは UINT32 にしています (README)。</translation>
    </message>
    <message>
        <source>Depth to space (first version)</source>
        <translation>深度から空間へ (最初のバージョン)</translation>
    </message>
    <message>
        <source>DML_OPERATOR_DEPTH_TO_SPACE, the feature level 1_0 operator without Order: it always moves channels in DEPTH_COLUMN_ROW order (ONNX DCR). The example of the DML_DEPTH_TO_SPACE_OPERATOR_DESC page: 2×2 blocks of channels of a 1×8×2×3 UINT32 tensor become 2×2 blocks of pixels. UINT32 needs feature level 2_1; at 1_0 the operator takes FLOAT32 and FLOAT16.</source>
        <translation>DML_OPERATOR_DEPTH_TO_SPACE は Order を持たない機能レベル 1_0 の演算子で、常に DEPTH_COLUMN_ROW の順序 (ONNX の DCR) でチャンネルを移動します。DML_DEPTH_TO_SPACE_OPERATOR_DESC のページの例です: 1×8×2×3 の UINT32 テンソルの 2×2 チャンネルのブロックが 2×2 画素のブロックになります。UINT32 には機能レベル 2_1 が必要です。1_0 では FLOAT32 と FLOAT16 を受け付けます。</translation>
    </message>
    <message>
        <source>GatherND: 2-D remapping</source>
        <translation>GatherND: 2 次元の再マッピング</translation>
    </message>
    <message>
        <source>DML_OPERATOR_GATHER_ND, the first version without batches: each 2-tuple of IndicesTensor picks a row of the 2×2×2 input, output[y, x] = input[indices[y, 0], indices[y, 1], x]. Example 2 of the DML_GATHER_ND_OPERATOR_DESC page, in 4 dimensions with UINT32 indices as feature level 2_1 takes them.</source>
        <translation>バッチを持たない最初のバージョンの DML_OPERATOR_GATHER_ND です。IndicesTensor の 2 要素の各タプルが 2×2×2 の入力の行を 1 つ選びます: output[y, x] = input[indices[y, 0], indices[y, 1], x]。DML_GATHER_ND_OPERATOR_DESC のページの例 2 で、機能レベル 2_1 が受け付ける 4 次元と UINT32 のインデックスで表しています。</translation>
    </message>
    <message>
        <source>GatherND: 1-D remapping of rows</source>
        <translation>GatherND: 行の 1 次元の再マッピング</translation>
    </message>
    <message>
        <source>DML_OPERATOR_GATHER_ND, the first version without batches: each 1-tuple of IndicesTensor picks a whole row of the 2×2 input, output[y, x] = input[indices[y], x]. Example 1 of the DML_GATHER_ND_OPERATOR_DESC page. Its tensors have 2 dimensions, which needs feature level 3_0 (2_1 takes exactly 4).</source>
        <translation>バッチを持たない最初のバージョンの DML_OPERATOR_GATHER_ND です。IndicesTensor の 1 要素の各タプルが 2×2 の入力の行全体を選びます: output[y, x] = input[indices[y], x]。DML_GATHER_ND_OPERATOR_DESC のページの例 1 です。テンソルが 2 次元なので機能レベル 3_0 が必要です (2_1 はちょうど 4 次元だけを受け付けます)。</translation>
    </message>
    <message>
        <source>Space to depth (first version)</source>
        <translation>空間から深度へ (最初のバージョン)</translation>
    </message>
    <message>
        <source>DML_OPERATOR_SPACE_TO_DEPTH, the feature level 1_0 operator without Order: it always moves pixels into channels in DEPTH_COLUMN_ROW order (ONNX DCR). The example of the DML_SPACE_TO_DEPTH_OPERATOR_DESC page: 2×2 blocks of pixels of a 1×2×4×6 UINT32 tensor become channels, the inverse of the depth to space example. UINT32 needs feature level 2_1; at 1_0 the operator takes FLOAT32 and FLOAT16.</source>
        <translation>DML_OPERATOR_SPACE_TO_DEPTH は Order を持たない機能レベル 1_0 の演算子で、常に DEPTH_COLUMN_ROW の順序 (ONNX の DCR) で画素をチャンネルに移動します。DML_SPACE_TO_DEPTH_OPERATOR_DESC のページの例です: 1×2×4×6 の UINT32 テンソルの 2×2 画素のブロックがチャンネルになり、深度から空間への例の逆変換です。UINT32 には機能レベル 2_1 が必要です。1_0 では FLOAT32 と FLOAT16 を受け付けます。</translation>
    </message>
    <message>
        <source>Padding1: wrap</source>
        <translation>Padding1: ラップ (WRAP)</translation>
    </message>
    <message>
        <source>Pads a 1×1×3×2 INT32 tensor by repeating it whole (StartPadding {0, 0, 4, 1}, EndPadding {0, 0, 2, 5}): the 4 rows before the input are wider than its 3 rows and the 5 columns after it wider than its 2 columns, so both wrap around more than once; rows read input rows 2 0 1 2 │ 0 1 2 │ 0 1. PaddingValue is not read by DML_PADDING_MODE_WRAP, which needs DML_FEATURE_LEVEL_6_4.</source>
        <translation>1×1×3×2 の INT32 テンソルを、テンソル全体を繰り返してパディングします (StartPadding {0, 0, 4, 1}、EndPadding {0, 0, 2, 5})。入力の前の 4 行は入力の 3 行より広く、入力の後の 5 列は入力の 2 列より広いため、どちらも複数回折り返します。各行は入力の行 2 0 1 2 │ 0 1 2 │ 0 1 を読み取ります。DML_PADDING_MODE_WRAP は PaddingValue を読み取りません。このモードには DML_FEATURE_LEVEL_6_4 が必要です。</translation>
    </message>
    <message>
        <source>Padding: wrap</source>
        <translation>パディング: ラップ (WRAP)</translation>
    </message>
    <message>
        <source>Pads a 1×1×2×3 tensor by repeating it whole: coordinate j of a padded dimension reads j mod InputTensor.Sizes[k] (StartPadding {0, 0, 1, 4}, EndPadding {0, 0, 3, 5}). The column padding is wider than the 3 columns on both sides and wraps around more than once: the row 1 2 3 becomes 3 1 2 3 │ 1 2 3 │ 1 2 3 1 2. DML_PADDING_MODE_WRAP needs DML_FEATURE_LEVEL_6_4.</source>
        <translation>1×1×2×3 のテンソルを、テンソル全体を繰り返してパディングします。パディングされる次元の座標 j は j mod InputTensor.Sizes[k] を読み取ります (StartPadding {0, 0, 1, 4}、EndPadding {0, 0, 3, 5})。列のパディングは両側とも 3 列より広いため、複数回折り返します: 行 1 2 3 は 3 1 2 3 │ 1 2 3 │ 1 2 3 1 2 になります。DML_PADDING_MODE_WRAP には DML_FEATURE_LEVEL_6_4 が必要です。</translation>
    </message>
    <message>
        <source>Identity with ScaleBias</source>
        <translation>ScaleBias 付きの恒等コピー</translation>
    </message>
    <message>
        <source>Each element becomes x × Scale + Bias: the 2×3 input 1..6 with Scale 2 and Bias 10 gives 12, 14, 16, 18, 20, 22 (1 × 2 + 10 = 12, ..., 6 × 2 + 10 = 22), each element where the plain copy puts it. DirectML&apos;s own dml_element_wise_identity model does the same to 1, 2, 3. Worked by hand (the DML_ELEMENT_WISE_IDENTITY_OPERATOR_DESC page has no examples).</source>
        <translation>各要素は x × Scale + Bias になります: 2×3 の入力 1..6 に Scale 2 と Bias 10 を使うと 12, 14, 16, 18, 20, 22 になり (1 × 2 + 10 = 12、…、6 × 2 + 10 = 22)、各要素は通常のコピーと同じ位置に置かれます。DirectML 自身の dml_element_wise_identity モデルは 1, 2, 3 に同じことを行います。手作業で求めた例です (DML_ELEMENT_WISE_IDENTITY_OPERATOR_DESC のページには例がありません)。</translation>
    </message>
</context>
<context>
    <name>Figure</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>The mapping of a DirectML operator&apos;s output elements to their sources</source>
        <translation>DirectML 演算子の出力要素と参照元の対応</translation>
    </message>
    <message>
        <source>%1: the figure must be a .png or .svg file</source>
        <translation>%1: 図は .png または .svg ファイルである必要があります</translation>
    </message>
    <message>
        <source>%1 (left) against %2 (right): %3</source>
        <translation>%1 (左) と %2 (右) の比較: %3</translation>
    </message>
</context>
<context>
    <name>MappingPainter</name>
    <message>
        <source>no values (not run)</source>
        <translation>値なし (未実行)</translation>
    </message>
    <message>
        <source>no layout</source>
        <translation>レイアウトなし</translation>
    </message>
    <message>
        <source>dimension %1</source>
        <translation>次元 %1</translation>
    </message>
</context>
<context>
    <name>NpyExport</name>
    <message>
        <source>%1 has no valid layout: %2</source>
        <translation>%1 には有効なレイアウトがありません: %2</translation>
    </message>
    <message>
        <source>%1 has no values yet: the operator has not run</source>
        <translation>%1 にはまだ値がありません: 演算子が実行されていません</translation>
    </message>
    <message>
        <source>%1 has no data to export</source>
        <translation>%1 にはエクスポートするデータがありません</translation>
    </message>
</context>
<context>
    <name>OperatorFields</name>
    <message>
        <source>The input {N, C, H, W}; C must be divisible by BlockSize × BlockSize.</source>
        <translation>入力 {N, C, H, W}。C は BlockSize × BlockSize で割り切れる必要があります。</translation>
    </message>
    <message>
        <source>The result {N, C / (BlockSize × BlockSize), H × BlockSize, W × BlockSize}.</source>
        <translation>結果 {N, C / (BlockSize × BlockSize), H × BlockSize, W × BlockSize}。</translation>
    </message>
    <message>
        <source>The side of each block of channels that becomes a block of pixels.</source>
        <translation>ピクセルのブロックになるチャンネルのブロックの一辺。</translation>
    </message>
    <message>
        <source>DEPTH_COLUMN_ROW is ONNX&apos;s DCR; COLUMN_ROW_DEPTH is ONNX&apos;s CRD and PyTorch&apos;s pixel_shuffle.</source>
        <translation>DEPTH_COLUMN_ROW は ONNX の DCR、COLUMN_ROW_DEPTH は ONNX の CRD および PyTorch の pixel_shuffle に相当します。</translation>
    </message>
    <message>
        <source>The tensor to copy, read through its strides: a transpose or a broadcast shows here.</source>
        <translation>コピーするテンソル。ストライドを通して読み取るので、転置やブロードキャストがここに現れます。</translation>
    </message>
    <message>
        <source>The copy: the same data type and sizes as the input.</source>
        <translation>コピー先。データ型とサイズは入力と同じです。</translation>
    </message>
    <message>
        <source>The tensor to read from.</source>
        <translation>読み取り元のテンソル。</translation>
    </message>
    <message>
        <source>The indices: each value is a coordinate along Axis of InputTensor, and a negative one counts from the end. Its dimensions before the last IndexDimensions must be 1.</source>
        <translation>インデックス。各値は InputTensor の Axis に沿った座標で、負の値は末尾から数えます。最後の IndexDimensions 個より前の次元のサイズは 1 である必要があります。</translation>
    </message>
    <message>
        <source>The result: the input&apos;s sizes with Axis replaced by the indices&apos; last IndexDimensions sizes, right-aligned to the tensors&apos; DimensionCount.</source>
        <translation>結果。入力のサイズの Axis をインデックスの最後の IndexDimensions 個のサイズで置き換え、テンソルの DimensionCount に右詰めしたものです。</translation>
    </message>
    <message>
        <source>The dimension of InputTensor that the indices choose along.</source>
        <translation>インデックスが選択を行う InputTensor の次元。</translation>
    </message>
    <message>
        <source>How many of IndicesTensor&apos;s last dimensions hold indices; in the output they stand where Axis was.</source>
        <translation>IndicesTensor の最後の次元のうち、インデックスを保持する次元の数。出力ではそれらの次元が Axis の位置に入ります。</translation>
    </message>
    <message>
        <source>One index per output element: the coordinate along Axis to read, a negative one counting from the end. Its sizes equal the input&apos;s in every dimension but Axis.</source>
        <translation>出力要素ごとに 1 つのインデックス。読み取る Axis に沿った座標で、負の値は末尾から数えます。Axis 以外のすべての次元でサイズは入力と同じです。</translation>
    </message>
    <message>
        <source>The result: the same sizes as IndicesTensor.</source>
        <translation>結果。サイズは IndicesTensor と同じです。</translation>
    </message>
    <message>
        <source>The dimension of InputTensor whose coordinate the indices replace.</source>
        <translation>インデックスが座標を置き換える InputTensor の次元。</translation>
    </message>
    <message>
        <source>The tensor to read from; only its last InputDimensionCount dimensions are meaningful, the ones before must be 1.</source>
        <translation>読み取り元のテンソル。意味を持つのは最後の InputDimensionCount 個の次元だけで、それより前の次元のサイズは 1 である必要があります。</translation>
    </message>
    <message>
        <source>Index tuples along its last dimension: each tuple names coordinates of the input&apos;s dimensions after the batches. Only its last IndicesDimensionCount dimensions are meaningful.</source>
        <translation>最後の次元に沿ったインデックスのタプル。各タプルはバッチ次元の後に続く入力の次元の座標を指定します。意味を持つのは最後の IndicesDimensionCount 個の次元だけです。</translation>
    </message>
    <message>
        <source>How many of InputTensor&apos;s last dimensions are meaningful: 1 to the tensors&apos; DimensionCount.</source>
        <translation>InputTensor の最後の次元のうち、意味を持つ次元の数。1 からテンソルの DimensionCount までです。</translation>
    </message>
    <message>
        <source>How many of IndicesTensor&apos;s last dimensions are meaningful: 1 to the tensors&apos; DimensionCount.</source>
        <translation>IndicesTensor の最後の次元のうち、意味を持つ次元の数。1 からテンソルの DimensionCount までです。</translation>
    </message>
    <message>
        <source>How many of the meaningful dimensions, from the first, are batches that InputTensor and IndicesTensor share; below IndicesDimensionCount and at most InputDimensionCount.</source>
        <translation>意味を持つ次元のうち、先頭から何個が InputTensor と IndicesTensor で共有するバッチ次元か。IndicesDimensionCount 未満かつ InputDimensionCount 以下です。</translation>
    </message>
    <message>
        <source>The tensor to pad.</source>
        <translation>パディングするテンソル。</translation>
    </message>
    <message>
        <source>The result: each dimension is the input&apos;s size plus its start and end padding.</source>
        <translation>結果。各次元は入力のサイズに先頭と末尾のパディングを加えたものです。</translation>
    </message>
    <message>
        <source>The constant for DML_PADDING_MODE_CONSTANT, converted to the tensor&apos;s data type.</source>
        <translation>DML_PADDING_MODE_CONSTANT で使う定数。テンソルのデータ型に変換されます。</translation>
    </message>
    <message>
        <source>The number of entries in StartPadding and EndPadding; it must equal the tensors&apos; DimensionCount.</source>
        <translation>StartPadding と EndPadding のエントリ数。テンソルの DimensionCount と同じである必要があります。</translation>
    </message>
    <message>
        <source>Elements added before the start of each dimension.</source>
        <translation>各次元の先頭の前に追加する要素数。</translation>
    </message>
    <message>
        <source>Elements added after the end of each dimension.</source>
        <translation>各次元の末尾の後に追加する要素数。</translation>
    </message>
    <message>
        <source>The data type PaddingValue is read as; it must be OutputTensor&apos;s DataType.</source>
        <translation>PaddingValue を読むときのデータ型です。OutputTensor の DataType と同じでなければなりません。</translation>
    </message>
    <message>
        <source>The constant for DML_PADDING_MODE_CONSTANT, exactly as PaddingValueDataType holds it (64-bit integers too).</source>
        <translation>DML_PADDING_MODE_CONSTANT で使う定数です。PaddingValueDataType が保持するとおりに正確に扱われます (64 ビット整数も)。</translation>
    </message>
    <message>
        <source>The tensor the output starts from: an element no update reaches keeps its value.</source>
        <translation>出力の元になるテンソル。更新が届かない要素はその値のままです。</translation>
    </message>
    <message>
        <source>For each update, the coordinate along Axis where it lands, a negative one counting from the end. Its sizes equal the input&apos;s in every dimension but Axis.</source>
        <translation>各更新が書き込まれる Axis に沿った座標。負の値は末尾から数えます。Axis 以外のすべての次元でサイズは入力と同じです。</translation>
    </message>
    <message>
        <source>The values to write: each lands at its own coordinates with Axis replaced by its index. It has the indices&apos; sizes.</source>
        <translation>書き込む値。各値は、自身の座標の Axis をそのインデックスで置き換えた位置に書き込まれます。サイズはインデックスと同じです。</translation>
    </message>
    <message>
        <source>The result: the input with the updates written in, so the same sizes as the input.</source>
        <translation>結果。更新を書き込んだ入力なので、サイズは入力と同じです。</translation>
    </message>
    <message>
        <source>The dimension along which the indices place the updates.</source>
        <translation>インデックスが更新を配置する方向の次元。</translation>
    </message>
    <message>
        <source>The tensor the output starts from; only its last InputDimensionCount dimensions are meaningful, the ones before must be 1.</source>
        <translation>出力の元になるテンソル。意味を持つのは最後の InputDimensionCount 個の次元だけで、それより前の次元のサイズは 1 である必要があります。</translation>
    </message>
    <message>
        <source>Index tuples along its last dimension: each tuple names the coordinates, in the input&apos;s first meaningful dimensions, where a block of updates lands.</source>
        <translation>最後の次元に沿ったインデックスのタプル。各タプルは、更新のブロックが書き込まれる位置を、入力の先頭から意味を持つ次元の座標で指定します。</translation>
    </message>
    <message>
        <source>The blocks of updates: its sizes are the indices&apos; dimensions before the tuple, then the input&apos;s dimensions after the indexed ones.</source>
        <translation>更新のブロック。サイズは、タプルより前のインデックスの次元に、インデックスで指定される次元より後の入力の次元が続いたものです。</translation>
    </message>
    <message>
        <source>The tensor to take the slice from.</source>
        <translation>スライスを取り出すテンソル。</translation>
    </message>
    <message>
        <source>The slice: along each dimension at most 1 + (window size - 1) / |stride| elements.</source>
        <translation>スライス。各次元に沿って最大 1 + (ウィンドウ サイズ - 1) / |ストライド| 個の要素です。</translation>
    </message>
    <message>
        <source>The length of the window arrays; it must equal the tensors&apos; dimension count.</source>
        <translation>ウィンドウ配列の長さ。テンソルの次元数と等しくする必要があります。</translation>
    </message>
    <message>
        <source>Where the input window begins in each dimension.</source>
        <translation>各次元で入力ウィンドウが始まる位置。</translation>
    </message>
    <message>
        <source>The window&apos;s extent in each dimension: at least 1, and offset + size within the input.</source>
        <translation>各次元のウィンドウの広がり。1 以上で、オフセット + サイズが入力内に収まる必要があります。</translation>
    </message>
    <message>
        <source>The step in each dimension, never 0; a negative step copies from the window&apos;s end backwards.</source>
        <translation>各次元のステップ (0 は不可)。負のステップはウィンドウの末尾から逆向きにコピーします。</translation>
    </message>
    <message>
        <source>The slice: its sizes are Sizes.</source>
        <translation>スライス。そのサイズは Sizes です。</translation>
    </message>
    <message>
        <source>The length of Offsets, Sizes and Strides; it must equal the tensors&apos; dimension count.</source>
        <translation>Offsets、Sizes、Strides の長さ。テンソルの次元数と等しくする必要があります。</translation>
    </message>
    <message>
        <source>The first input element copied in each dimension.</source>
        <translation>各次元で最初にコピーされる入力要素。</translation>
    </message>
    <message>
        <source>How many elements to copy in each dimension: the output&apos;s sizes.</source>
        <translation>各次元でコピーする要素数。出力のサイズです。</translation>
    </message>
    <message>
        <source>The step between copied elements in each dimension; every read must stay inside the input.</source>
        <translation>各次元でコピーする要素間のステップ。すべての読み取りは入力内に収まる必要があります。</translation>
    </message>
    <message>
        <source>The input {N, C, H, W}; H and W must be divisible by BlockSize.</source>
        <translation>入力 {N, C, H, W}。H と W は BlockSize で割り切れる必要があります。</translation>
    </message>
    <message>
        <source>The result {N, C × BlockSize × BlockSize, H / BlockSize, W / BlockSize}.</source>
        <translation>結果 {N, C × BlockSize × BlockSize, H / BlockSize, W / BlockSize}。</translation>
    </message>
    <message>
        <source>The side of each block of pixels that becomes a block of channels.</source>
        <translation>チャンネルのブロックになる画素のブロックの一辺。</translation>
    </message>
    <message>
        <source>DEPTH_COLUMN_ROW is ONNX&apos;s and TensorFlow&apos;s order; COLUMN_ROW_DEPTH is PyTorch&apos;s pixel_unshuffle.</source>
        <translation>DEPTH_COLUMN_ROW は ONNX と TensorFlow の順序、COLUMN_ROW_DEPTH は PyTorch の pixel_unshuffle です。</translation>
    </message>
    <message>
        <source>The tensor to split.</source>
        <translation>分割するテンソル。</translation>
    </message>
    <message>
        <source>The number of output tensors.</source>
        <translation>出力テンソルの数。</translation>
    </message>
    <message>
        <source>The pieces: equal to the input outside Axis; their sizes along Axis sum to the input&apos;s.</source>
        <translation>分割後の各部分。Axis 以外では入力と同じサイズで、Axis 方向のサイズの合計は入力のサイズと等しくなります。</translation>
    </message>
    <message>
        <source>The dimension to split along.</source>
        <translation>分割する次元。</translation>
    </message>
    <message>
        <source>The number of input tensors.</source>
        <translation>入力テンソルの数。</translation>
    </message>
    <message>
        <source>The pieces to join: equal to the output outside Axis; their sizes along Axis sum to the output&apos;s.</source>
        <translation>結合する各部分。Axis 以外では出力と同じサイズで、Axis 方向のサイズの合計は出力のサイズと等しくなります。</translation>
    </message>
    <message>
        <source>The result of joining the inputs along Axis.</source>
        <translation>入力を Axis に沿って結合した結果。</translation>
    </message>
    <message>
        <source>The dimension to join along.</source>
        <translation>結合する次元。</translation>
    </message>
    <message>
        <source>The tensor to repeat.</source>
        <translation>繰り返すテンソル。</translation>
    </message>
    <message>
        <source>The result: each dimension is the input&apos;s size times its repeat count.</source>
        <translation>結果。各次元は入力のサイズに繰り返し回数を掛けたものです。</translation>
    </message>
    <message>
        <source>The number of entries in Repeats; it must equal InputTensor&apos;s DimensionCount.</source>
        <translation>Repeats のエントリ数。InputTensor の DimensionCount と同じである必要があります。</translation>
    </message>
    <message>
        <source>How many times to repeat the input along each dimension.</source>
        <translation>各次元に沿って入力を繰り返す回数。</translation>
    </message>
    <message>
        <source>The result: the batches, the indices&apos; dimensions between the batches and the tuple, then the input&apos;s dimensions after the indexed ones, right-aligned.</source>
        <translation>結果。バッチ次元、バッチ次元とタプルの間にあるインデックスの次元、インデックスで指定される次元より後の入力の次元を順に並べ、右詰めしたものです。</translation>
    </message>
    <message>
        <source>The side of each block of channels that becomes a block of pixels; the channels are read in DEPTH_COLUMN_ROW order (ONNX&apos;s DCR), the only order of this first version.</source>
        <translation>ピクセルのブロックになるチャンネルのブロックの一辺。チャンネルは DEPTH_COLUMN_ROW の順序 (ONNX の DCR) で読まれます。この最初のバージョンにはこの順序しかありません。</translation>
    </message>
    <message>
        <source>Index tuples along its last dimension: each tuple names coordinates of the input&apos;s first meaningful dimensions (this first version has no batches). Only its last IndicesDimensionCount dimensions are meaningful.</source>
        <translation>最後の次元に沿ったインデックスのタプル。各タプルは入力の意味を持つ次元のうち先頭からの次元の座標を指定します (この最初のバージョンにはバッチがありません)。意味を持つのは最後の IndicesDimensionCount 個の次元だけです。</translation>
    </message>
    <message>
        <source>The result: the indices&apos; dimensions before the tuple, then the input&apos;s dimensions after the indexed ones, right-aligned.</source>
        <translation>結果。タプルより前にあるインデックスの次元、インデックスで指定される次元より後の入力の次元を順に並べ、右詰めしたものです。</translation>
    </message>
    <message>
        <source>How the padding is filled: a constant, the edge value, a reflection without the edge, a mirror with it, or the whole input repeated (WRAP, from DML_FEATURE_LEVEL_6_4).</source>
        <translation>パディングの埋め方: 定数、エッジの値、エッジを含まない反射、エッジを含むミラー、または入力全体の繰り返し (WRAP、DML_FEATURE_LEVEL_6_4 から)。</translation>
    </message>
    <message>
        <source>The side of each block of pixels that becomes a block of channels, stacked in DEPTH_COLUMN_ROW order (ONNX&apos;s), the only order of this first version.</source>
        <translation>チャンネルのブロックになる画素のブロックの一辺。DEPTH_COLUMN_ROW の順序 (ONNX の順序) で積み重ねられます。この最初のバージョンにはこの順序しかありません。</translation>
    </message>
    <message>
        <source>Optional: each element becomes x × Scale + Bias, computed in FLOAT32 and written back in the tensor&apos;s type. Null copies the elements unchanged. Not for 64-bit types.</source>
        <translation>省略可能: 各要素は x × Scale + Bias になり、FLOAT32 で計算されてテンソルの型で書き戻されます。null の場合は要素をそのままコピーします。64 ビット型には使えません。</translation>
    </message>
</context>
<context>
    <name>OperatorForm</name>
    <message>
        <source>The type of every element (DML_TENSOR_DATA_TYPE).</source>
        <translation>すべての要素の型 (DML_TENSOR_DATA_TYPE)。</translation>
    </message>
    <message>
        <source>DML_TENSOR_FLAG_NONE, or DML_TENSOR_FLAG_OWNED_BY_DML for weights DirectML owns.</source>
        <translation>DML_TENSOR_FLAG_NONE、または DirectML が所有する重みには DML_TENSOR_FLAG_OWNED_BY_DML。</translation>
    </message>
    <message>
        <source>The number of dimensions; left out, it is the length of Sizes.</source>
        <translation>次元数。省略すると Sizes の長さになります。</translation>
    </message>
    <message>
        <source>The size of each dimension, outermost first.</source>
        <translation>各次元のサイズ (最も外側の次元から順に)。</translation>
    </message>
    <message>
        <source>Elements to step per index in each dimension; left out, the tensor is packed row-major. A stride of 0 repeats elements.</source>
        <translation>各次元でインデックスが 1 増えるごとに進む要素数。省略するとテンソルは行優先でパックされます。ストライド 0 は要素を繰り返します。</translation>
    </message>
    <message>
        <source>The buffer&apos;s size in bytes; left out, DirectML&apos;s minimum for these sizes and strides (a multiple of 4).</source>
        <translation>バッファーのサイズ (バイト単位)。省略すると、これらのサイズとストライドに対する DirectML の最小サイズ (4 の倍数) になります。</translation>
    </message>
    <message>
        <source>The alignment the buffer&apos;s base offset is guaranteed to have: 0, or a power of two of at least 16.</source>
        <translation>バッファーのベース オフセットが保証するアラインメント。0 または 16 以上の 2 のべき乗。</translation>
    </message>
    <message>
        <source>Copy and reshape</source>
        <translation>コピーと形状変更</translation>
    </message>
    <message>
        <source>Padding</source>
        <translation>パディング</translation>
    </message>
    <message>
        <source>Gather and scatter</source>
        <translation>ギャザーとスキャッター</translation>
    </message>
</context>
<context>
    <name>RenderCommand</name>
    <message>
        <source>--select %1: expected TENSOR:i,j,... such as OutputTensor:0,0,3,4</source>
        <translation>--select %1: OutputTensor:0,0,3,4 のように TENSOR:i,j,... の形式で指定してください</translation>
    </message>
    <message>
        <source>--select: the operator has no tensor %1 (it has %2)</source>
        <translation>--select: 演算子にテンソル %1 はありません (あるのは %2)</translation>
    </message>
    <message>
        <source>--select: %1 has no valid layout: %2</source>
        <translation>--select: %1 に有効なレイアウトがありません: %2</translation>
    </message>
    <message>
        <source>--select: %1 has %2 dimensions, but %3 indices were given</source>
        <translation>--select: %1 は %2 次元ですが、%3 個のインデックスが指定されました</translation>
    </message>
    <message>
        <source>--select: index %1 of %2 is &apos;%3&apos;, but it must be below %4</source>
        <translation>--select: %2 のインデックス %1 は &apos;%3&apos; ですが、%4 未満である必要があります</translation>
    </message>
    <message>
        <source>%1 needs a value</source>
        <translation>%1 には値が必要です</translation>
    </message>
    <message>
        <source>--scale %1: expected a number from 0.1 to 16</source>
        <translation>--scale %1: 0.1 から 16 までの数値を指定してください</translation>
    </message>
    <message>
        <source>--theme %1: expected light or dark</source>
        <translation>--theme %1: light または dark を指定してください</translation>
    </message>
    <message>
        <source>unknown option %1
%2</source>
        <translation>不明なオプション %1
%2</translation>
    </message>
    <message>
        <source>more than one session file (%1 and %2)</source>
        <translation>セッション ファイルが複数指定されました (%1 と %2)</translation>
    </message>
    <message>
        <source>the run failed: %1</source>
        <translation>実行に失敗しました: %1</translation>
    </message>
    <message>
        <source>wrote %1 (%2 × %3)</source>
        <translation>%1 を書き出しました (%2 × %3)</translation>
    </message>
    <message>
        <source>note: %1: %2</source>
        <translation>注意: %1: %2</translation>
    </message>
    <message>
        <source>--dispatch %1: expected the index of a dispatch command (0, 1, ...)</source>
        <translation>--dispatch %1: dispatch コマンドのインデックス (0, 1, ...) を指定してください</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>注意: %1</translation>
    </message>
    <message>
        <source>--compare and --buffer draw different figures; give one of them</source>
        <translation>--compare と --buffer は別々の図を描画します。どちらか一方を指定してください</translation>
    </message>
    <message>
        <source>--buffer: the operator has no tensor %1 (it has %2)</source>
        <translation>--buffer: 演算子にテンソル %1 はありません (あるのは %2)</translation>
    </message>
    <message>
        <source>usage: dmlscope render FILE --output FIG.png|FIG.svg [--scale S] [--theme light|dark]
                       [--select TENSOR:i,j,...] [--buffer TENSOR] [--colour-by-source] [--dispatch N]
                       [--node NAME|INDEX]
                       [--compare FIELD=VALUE]
  --buffer TENSOR        draws TENSOR&apos;s buffer in memory order under the grids
  --compare FIELD=VALUE  draws the session beside its variant with FIELD set to VALUE (read as in a
                         session file, e.g. Order=COLUMN_ROW_DEPTH), the differing cells outlined</source>
        <translation>使い方: dmlscope render FILE --output FIG.png|FIG.svg [--scale S] [--theme light|dark]
                        [--select TENSOR:i,j,...] [--buffer TENSOR] [--colour-by-source] [--dispatch N]
                        [--node NAME|INDEX]
                        [--compare FIELD=VALUE]
  --buffer TENSOR        TENSOR のバッファーをメモリ順でグリッドの下に描画
  --compare FIELD=VALUE  セッションと、FIELD を VALUE にしたバリアントを並べて描画し、異なるセルを
                         枠で囲む (VALUE はセッション ファイルと同様に解釈。例: Order=COLUMN_ROW_DEPTH)</translation>
    </message>
</context>
<context>
    <name>RunController</name>
    <message>
        <source>the CPU run failed: %1</source>
        <translation>CPU での実行に失敗しました: %1</translation>
    </message>
    <message>
        <source>matches the CPU</source>
        <translation>CPU と一致</translation>
    </message>
    <message numerus="yes">
        <source>%n element(s) differ from the CPU</source>
        <translation>
            <numerusform>%n 個の要素が CPU と異なります</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not run: %n problem(s) in the descriptor</source>
        <translation>
            <numerusform>未実行: 記述子に %n 件の問題があります</numerusform>
        </translation>
    </message>
    <message>
        <source>differs from the CPU</source>
        <translation>CPU と異なる</translation>
    </message>
</context>
<context>
    <name>SessionCommands</name>
    <message>
        <source>Change feature level</source>
        <translation>機能レベルの変更</translation>
    </message>
</context>
<context>
    <name>VariantPair</name>
    <message>
        <source>with %1 = %2 the descriptor is invalid:</source>
        <translation>%1 = %2 にすると記述子が無効になります:</translation>
    </message>
    <message>
        <source>the session is invalid:</source>
        <translation>セッションが無効です:</translation>
    </message>
    <message>
        <source>the run failed: %1</source>
        <translation>実行に失敗しました: %1</translation>
    </message>
    <message>
        <source>the run with %1 = %2 failed: %3</source>
        <translation>%1 = %2 での実行に失敗しました: %3</translation>
    </message>
    <message>
        <source>all %1 elements are the same, in value and in source</source>
        <translation>%1 個の要素すべてで値も参照元も同じです</translation>
    </message>
    <message>
        <source>%1 of %2 elements differ: %3 by value, %4 by source</source>
        <translation>%2 個の要素のうち %1 個が異なります: 値が異なるものが %3 個、参照元が異なるものが %4 個</translation>
    </message>
    <message>
        <source>; the output shapes differ, and %1 elements lie outside the common region</source>
        <translation>。出力の形状が異なり、%1 個の要素が共通の領域の外にあります</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::ArrayEditor</name>
    <message>
        <source>Remove the leading entry of %1</source>
        <translation>%1 の先頭のエントリを削除</translation>
    </message>
    <message>
        <source>Remove leading entry of %1</source>
        <translation>%1 の先頭のエントリを削除</translation>
    </message>
    <message>
        <source>Add a leading entry to %1</source>
        <translation>%1 の先頭にエントリを追加</translation>
    </message>
    <message>
        <source>Add leading entry to %1</source>
        <translation>%1 の先頭にエントリを追加</translation>
    </message>
    <message>
        <source>Restore the derived value</source>
        <translation>導出値に戻す</translation>
    </message>
    <message>
        <source>Restore %1</source>
        <translation>%1 を元に戻す</translation>
    </message>
    <message>
        <source>Overridden: restore the derived value %1</source>
        <translation>上書きされています: 導出値 %1 に戻す</translation>
    </message>
    <message>
        <source>This is the derived value</source>
        <translation>これは導出値です</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::BufferDock</name>
    <message>
        <source>Buffer</source>
        <translation>バッファー</translation>
    </message>
    <message>
        <source>Buffer slot information</source>
        <translation>バッファー スロットの情報</translation>
    </message>
    <message>
        <source>Hover a slot to see the elements that read it; hover a grid cell to see its slot.</source>
        <translation>スロットにカーソルを合わせると、そのスロットを読み取る要素が表示されます。グリッドのセルにカーソルを合わせると、そのセルのスロットが表示されます。</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::BufferView</name>
    <message>
        <source>Buffer view</source>
        <translation>バッファー ビュー</translation>
    </message>
    <message>
        <source>The selected tensor&apos;s buffer in memory order; hover a slot to see the elements that read it</source>
        <translation>選択したテンソルのバッファー (メモリ順)。スロットにカーソルを合わせると、そのスロットを読み取る要素が表示されます</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::CompareVariantDialog</name>
    <message>
        <source>Compare with Another Value</source>
        <translation>別の値との比較</translation>
    </message>
    <message>
        <source>Compare with another value</source>
        <translation>別の値との比較</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>フィールド</translation>
    </message>
    <message>
        <source>Second value</source>
        <translation>2 つ目の値</translation>
    </message>
    <message>
        <source>as in a session file: COLUMN_ROW_DEPTH, 2, 0,0,1,1</source>
        <translation>セッション ファイルと同じ書式: COLUMN_ROW_DEPTH、2、0,0,1,1</translation>
    </message>
    <message>
        <source>Problem with the second value</source>
        <translation>2 つ目の値の問題</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比較</translation>
    </message>
    <message>
        <source>&amp;Field:</source>
        <translation>フィールド(&amp;F):</translation>
    </message>
    <message>
        <source>&amp;Second value:</source>
        <translation>2 つ目の値(&amp;S):</translation>
    </message>
    <message>
        <source>Runs the session again with one field set to another value and shows both outputs side by side.</source>
        <translation>1 つのフィールドを別の値にしてセッションをもう一度実行し、両方の出力を並べて表示します。</translation>
    </message>
    <message>
        <source>This is the session&apos;s own value: nothing will differ.</source>
        <translation>これはセッションの現在の値です: 何も変わりません。</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::ComparisonView</name>
    <message>
        <source>Comparison of two variants</source>
        <translation>2 つのバリアントの比較</translation>
    </message>
    <message>
        <source>Comparison summary</source>
        <translation>比較の概要</translation>
    </message>
    <message>
        <source>Close Comparison</source>
        <translation>比較を閉じる</translation>
    </message>
    <message>
        <source>Close comparison</source>
        <translation>比較を閉じる</translation>
    </message>
    <message>
        <source>Back to the mapping view of the session</source>
        <translation>セッションのマッピング ビューに戻ります</translation>
    </message>
    <message>
        <source>Mapping view of the session</source>
        <translation>セッションのマッピング ビュー</translation>
    </message>
    <message>
        <source>Mapping view of the variant</source>
        <translation>バリアントのマッピング ビュー</translation>
    </message>
    <message>
        <source>Cell information of both variants</source>
        <translation>両方のバリアントのセルの情報</translation>
    </message>
    <message>
        <source>%1 against %2: %3</source>
        <translation>%1 と %2 の比較: %3</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::CountField</name>
    <message>
        <source>Restore %1</source>
        <translation>%1 を元に戻す</translation>
    </message>
    <message>
        <source>Overridden: leave it out again (derived: %1)</source>
        <translation>上書きされています: 再び省略する (導出値: %1)</translation>
    </message>
    <message>
        <source>Overridden: leave it out again</source>
        <translation>上書きされています: 再び省略する</translation>
    </message>
    <message>
        <source>Left out: the value shown is derived</source>
        <translation>省略されています: 表示されているのは導出値です</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::DescriptorEditor</name>
    <message>
        <source>Descriptor editor</source>
        <translation>記述子エディター</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>%1 を編集</translation>
    </message>
    <message>
        <source>Restore %1</source>
        <translation>%1 を元に戻す</translation>
    </message>
    <message>
        <source>Add an entry to %1</source>
        <translation>%1 にエントリを追加</translation>
    </message>
    <message>
        <source>Remove an entry from %1</source>
        <translation>%1 からエントリを削除</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 を削除</translation>
    </message>
    <message>
        <source>Add an output tensor</source>
        <translation>出力テンソルを追加</translation>
    </message>
    <message>
        <source>Add an input tensor</source>
        <translation>入力テンソルを追加</translation>
    </message>
    <message>
        <source>set</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Unchecked: a null ScaleBias, which copies the elements unchanged</source>
        <translation>チェックなし: null の ScaleBias。要素をそのままコピーします</translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation>%1 を設定</translation>
    </message>
    <message>
        <source>Clear %1</source>
        <translation>%1 をクリア</translation>
    </message>
    <message>
        <source>%1
%2 from ONNX (hover for where from)</source>
        <translation>%1
%2 は ONNX から (ポイントすると出所を表示)</translation>
    </message>
    <message>
        <source>From ONNX: %1</source>
        <translation>ONNX から: %1</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::DiagnosticListModel</name>
    <message>
        <source>Field</source>
        <translation>フィールド</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>問題</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::DispatchListModel</name>
    <message>
        <source>supported</source>
        <translation>サポート対象</translation>
    </message>
    <message>
        <source>not supported</source>
        <translation>サポート対象外</translation>
    </message>
    <message>
        <source>Command %1 dispatches %2 (%3)</source>
        <translation>コマンド %1 は %2 (%3) をディスパッチします</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <source>Dispatchable</source>
        <translation>ディスパッチ対象</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>dmlscope runs only these DirectML operators: %1</source>
        <translation>dmlscope が実行できるのは次の DirectML 演算子だけです: %1</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::DispatchPickerDialog</name>
    <message>
        <source>Open DxDispatch Model</source>
        <translation>DxDispatch モデルを開く</translation>
    </message>
    <message>
        <source>Choose a dispatch</source>
        <translation>ディスパッチの選択</translation>
    </message>
    <message numerus="yes">
        <source>%1 dispatches %n operator(s). Which one should dmlscope open?</source>
        <translation>
            <numerusform>%1 は %n 個の演算子をディスパッチします。dmlscope でどれを開きますか?</numerusform>
        </translation>
    </message>
    <message>
        <source>Dispatch commands</source>
        <translation>ディスパッチ コマンド</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>開く</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::ExplanationModel</name>
    <message>
        <source>Select a cell to see why it holds its value.</source>
        <translation>セルを選択すると、その値になる理由が表示されます。</translation>
    </message>
    <message>
        <source>The descriptor is invalid, so no element can be explained; the Problems list says why.</source>
        <translation>記述子が無効なため、要素を説明できません。理由は問題の一覧に表示されます。</translation>
    </message>
    <message>
        <source>Outputs it feeds: %1</source>
        <translation>この要素を読み取る出力: %1</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>… ほか %1 件</translation>
    </message>
    <message>
        <source>%1 from ONNX: %2</source>
        <translation>%1 は ONNX から: %2</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::ExportFigureDialog</name>
    <message>
        <source>Export Figure</source>
        <translation>図のエクスポート</translation>
    </message>
    <message>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <source>Browse for the figure file</source>
        <translation>図のファイルを参照</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>ファイル:</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG 画像 (*.png);;SVG 図形 (*.svg)</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>倍率</translation>
    </message>
    <message>
        <source>Pixels per unit of the view: 2 gives sharp figures on high-DPI screens (PNG only)</source>
        <translation>ビューの 1 単位あたりのピクセル数。2 にすると高 DPI 画面でも鮮明な図になります (PNG のみ)</translation>
    </message>
    <message>
        <source>Scale:</source>
        <translation>倍率:</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>ダーク</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>テーマ</translation>
    </message>
    <message>
        <source>Theme:</source>
        <translation>テーマ:</translation>
    </message>
    <message>
        <source>Colour each output cell by its source</source>
        <translation>各出力セルを参照元の色で塗る</translation>
    </message>
    <message>
        <source>Highlight the selected cell and its source</source>
        <translation>選択したセルとその参照元を強調表示</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::FileJobStatus</name>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>File work</source>
        <translation>ファイル処理</translation>
    </message>
    <message>
        <source>File work in progress</source>
        <translation>ファイル処理を実行中</translation>
    </message>
    <message>
        <source>File progress</source>
        <translation>ファイルの進行状況</translation>
    </message>
    <message>
        <source>Cancel the file work</source>
        <translation>ファイル処理をキャンセル</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::MainWindow</name>
    <message>
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <source>%1 ns</source>
        <translation>%1 ns</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>dmlscope</source>
        <translation>dmlscope</translation>
    </message>
    <message>
        <source>Cell information</source>
        <translation>セルの情報</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>実行中…</translation>
    </message>
    <message>
        <source>Descriptor</source>
        <translation>記述子</translation>
    </message>
    <message>
        <source>Tensor Data</source>
        <translation>テンソル データ</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>Click a problem to go to its field</source>
        <translation>問題をクリックすると、そのフィールドに移動します</translation>
    </message>
    <message>
        <source>Operator</source>
        <translation>演算子</translation>
    </message>
    <message>
        <source>&amp;Operator</source>
        <translation>演算子(&amp;O)</translation>
    </message>
    <message>
        <source>Feature level</source>
        <translation>機能レベル</translation>
    </message>
    <message>
        <source>The DML_FEATURE_LEVEL whose rules validation applies</source>
        <translation>検証に適用する規則の DML_FEATURE_LEVEL</translation>
    </message>
    <message>
        <source>&amp;Feature level</source>
        <translation>機能レベル(&amp;F)</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>バックエンド</translation>
    </message>
    <message>
        <source>Where the operator runs</source>
        <translation>演算子を実行する場所</translation>
    </message>
    <message>
        <source>Where the operator runs. No GPU: %1</source>
        <translation>演算子を実行する場所。GPU なし: %1</translation>
    </message>
    <message>
        <source>&amp;Backend</source>
        <translation>バックエンド(&amp;B)</translation>
    </message>
    <message>
        <source>Cross-check</source>
        <translation>クロスチェック</translation>
    </message>
    <message>
        <source>Colour by Source</source>
        <translation>参照元で色分け</translation>
    </message>
    <message>
        <source>Ctrl+B</source>
        <translation>Ctrl+B</translation>
    </message>
    <message>
        <source>Paint each output cell in its source&apos;s colour, to see tilings, folds and orders at a glance</source>
        <translation>各出力セルを参照元の色で塗り、タイリング、折りたたみ、順序をひと目でわかるようにします</translation>
    </message>
    <message>
        <source>Run status</source>
        <translation>実行状態</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Cancel the run</source>
        <translation>実行をキャンセル</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新規(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイルを開く(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <source>Copy Output as &amp;JSON</source>
        <translation>出力を JSON としてコピー(&amp;J)</translation>
    </message>
    <message>
        <source>Copy Output as &amp;NumPy</source>
        <translation>出力を NumPy としてコピー(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>設定(&amp;P)…</translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <translation>例(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>拡大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Fit</source>
        <translation>全体表示(&amp;F)</translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>テーマ(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>ライト(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>ダーク(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>実行(&amp;R)</translation>
    </message>
    <message>
        <source>Run &amp;Now</source>
        <translation>今すぐ実行(&amp;N)</translation>
    </message>
    <message>
        <source>F5</source>
        <translation>F5</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>キャンセル(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About dmlscope</source>
        <translation>dmlscope について(&amp;A)</translation>
    </message>
    <message>
        <source>About dmlscope</source>
        <translation>dmlscope について</translation>
    </message>
    <message>
        <source>(no examples in this build)</source>
        <translation>(このビルドには例がありません)</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>例</translation>
    </message>
    <message>
        <source>Problems (%1)</source>
        <translation>問題 (%1)</translation>
    </message>
    <message>
        <source>Ran on %1 in %2</source>
        <translation>%1 で実行 (%2)</translation>
    </message>
    <message>
        <source>cross-check: %1</source>
        <translation>クロスチェック: %1</translation>
    </message>
    <message>
        <source>Run failed: %1</source>
        <translation>実行に失敗しました: %1</translation>
    </message>
    <message>
        <source>Run cancelled</source>
        <translation>実行がキャンセルされました</translation>
    </message>
    <message>
        <source>Select or hover a cell: an output shows its source, an input every output it feeds. Arrow keys move the selection; the wheel zooms; drag to pan.</source>
        <translation>セルを選択するかポイントします: 出力は参照元を、入力は読み取るすべての出力を表示。矢印キーで選択、ホイールでズーム、ドラッグでパン。</translation>
    </message>
    <message>
        <source>Cannot open %1:
%2</source>
        <translation>%1 を開けません:
%2</translation>
    </message>
    <message>
        <source>Cannot open the example %1:
%2</source>
        <translation>例 %1 を開けません:
%2</translation>
    </message>
    <message>
        <source>Cannot save %1:
%2</source>
        <translation>%1 を保存できません:
%2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Save Session</source>
        <translation>セッションの保存</translation>
    </message>
    <message>
        <source>dmlscope sessions (*.json)</source>
        <translation>dmlscope セッション (*.json)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存の変更</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved. Save them?</source>
        <translation>%1 には保存されていない変更があります。保存しますか?</translation>
    </message>
    <message>
        <source>Open Session</source>
        <translation>セッションを開く</translation>
    </message>
    <message>
        <source>Export Figure</source>
        <translation>図のエクスポート</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>%1 を書き出しました</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>dmlscope will speak %1 from its next start. Restart it now?</source>
        <translation>次回の起動から dmlscope は %1 で表示されます。今すぐ再起動しますか?</translation>
    </message>
    <message>
        <source>Restart Now</source>
        <translation>今すぐ再起動</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>後で</translation>
    </message>
    <message>
        <source>There is no output to copy: the operator has not run</source>
        <translation>コピーする出力がありません: 演算子が実行されていません</translation>
    </message>
    <message>
        <source>Copied %1 as NumPy</source>
        <translation>%1 を NumPy としてコピーしました</translation>
    </message>
    <message>
        <source>Copied %1 as JSON</source>
        <translation>%1 を JSON としてコピーしました</translation>
    </message>
    <message>
        <source>Also run the CPU reference and highlight every element where this backend differs</source>
        <translation>CPU リファレンスも実行し、このバックエンドの結果が異なる要素をすべて強調表示します</translation>
    </message>
    <message>
        <source>Run progress</source>
        <translation>実行の進行状況</translation>
    </message>
    <message>
        <source>&amp;Tensor</source>
        <translation>テンソル(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Import .npy…</source>
        <translation>.npy のインポート(&amp;I)…</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>Load a NumPy file into the input shown in the Tensor Data panel: its data, Sizes and DataType</source>
        <translation>NumPy ファイルを、テンソル データ パネルに表示中の入力に読み込みます: データ、Sizes、DataType</translation>
    </message>
    <message>
        <source>&amp;Export .npy…</source>
        <translation>.npy のエクスポート(&amp;E)…</translation>
    </message>
    <message>
        <source>Write the tensor shown in the Tensor Data panel as a NumPy file</source>
        <translation>テンソル データ パネルに表示中のテンソルを NumPy ファイルとして書き出します</translation>
    </message>
    <message>
        <source>Saved %1 and wrote %2 beside it</source>
        <translation>%1 を保存し、その隣に %2 を書き出しました</translation>
    </message>
    <message>
        <source>There is no such tensor to import %1 into</source>
        <translation>%1 のインポート先となるテンソルがありません</translation>
    </message>
    <message>
        <source>%1 is computed by the operator: import %2 into an input</source>
        <translation>%1 は演算子によって計算されます: %2 は入力にインポートしてください</translation>
    </message>
    <message>
        <source>Cannot import %1 into %2:
%3</source>
        <translation>%1 を %2 にインポートできません:
%3</translation>
    </message>
    <message>
        <source>Imported %1 into %2: %3 {%4}</source>
        <translation>%1 を %2 にインポートしました: %3 {%4}</translation>
    </message>
    <message>
        <source>There is no such tensor to export</source>
        <translation>エクスポートするテンソルがありません</translation>
    </message>
    <message>
        <source>Cannot export %1 to %2:
%3</source>
        <translation>%1 を %2 にエクスポートできません:
%3</translation>
    </message>
    <message>
        <source>Wrote %1 to %2</source>
        <translation>%1 を %2 に書き出しました</translation>
    </message>
    <message>
        <source>Import .npy</source>
        <translation>.npy のインポート</translation>
    </message>
    <message>
        <source>%1 is computed by the operator. Choose an input in the Tensor Data panel to import into.</source>
        <translation>%1 は演算子によって計算されます。インポート先の入力をテンソル データ パネルで選択してください。</translation>
    </message>
    <message>
        <source>NumPy arrays (*.npy);;All files (*)</source>
        <translation>NumPy 配列 (*.npy);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>%1 has no values yet: the operator has not run</source>
        <translation>%1 にはまだ値がありません: 演算子が実行されていません</translation>
    </message>
    <message>
        <source>%1 has no data to export</source>
        <translation>%1 にはエクスポートするデータがありません</translation>
    </message>
    <message>
        <source>Export .npy</source>
        <translation>.npy のエクスポート</translation>
    </message>
    <message>
        <source>NumPy arrays (*.npy)</source>
        <translation>NumPy 配列 (*.npy)</translation>
    </message>
    <message>
        <source>Drop %1 onto an input tensor&apos;s grid to import it</source>
        <translation>%1 をインポートするには、入力テンソルのグリッドにドロップしてください</translation>
    </message>
    <message>
        <source>Model warnings</source>
        <translation>モデルの警告</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>エクスポート(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Figure…</source>
        <translation>図(&amp;F)…</translation>
    </message>
    <message>
        <source>&amp;DxDispatch model…</source>
        <translation>DxDispatch モデル(&amp;D)…</translation>
    </message>
    <message>
        <source>Write the session as a model for DirectML&apos;s own runner, DxDispatch, to check dmlscope against real DirectML</source>
        <translation>セッションを DirectML 自身の実行ツールである DxDispatch 用のモデルとして書き出し、dmlscope の結果を実際の DirectML と照合します</translation>
    </message>
    <message>
        <source>Compare outputs with &amp;files…</source>
        <translation>出力をファイルと比較(&amp;F)…</translation>
    </message>
    <message>
        <source>Compare every output element with .npy files another implementation wrote (real DirectML through DxDispatch, NumPy) and mark the elements that differ</source>
        <translation>すべての出力要素を、別の実装 (DxDispatch を介した実際の DirectML、NumPy) が書き出した .npy ファイルと比較し、異なる要素をマークします</translation>
    </message>
    <message>
        <source>Opened command %1 of the DxDispatch model %2</source>
        <translation>DxDispatch モデル %2 のコマンド %1 を開きました</translation>
    </message>
    <message numerus="yes">
        <source>Opened command %1 of the DxDispatch model %2 with %n warning(s): %3</source>
        <translation>
            <numerusform>DxDispatch モデル %2 のコマンド %1 を開きました (警告 %n 件): %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n model warning(s)</source>
        <translation>
            <numerusform>モデルの警告 %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>DirectML may treat %1 differently from dmlscope:</source>
        <translation>DirectML は %1 を dmlscope とは異なる方法で扱う可能性があります:</translation>
    </message>
    <message>
        <source>Model Warnings</source>
        <translation>モデルの警告</translation>
    </message>
    <message>
        <source>Cannot export %1:
%2</source>
        <translation>%1 をエクスポートできません:
%2</translation>
    </message>
    <message>
        <source>Exported the DxDispatch model: wrote %1 in %2</source>
        <translation>DxDispatch モデルをエクスポートしました: %2 に %1 を書き出しました</translation>
    </message>
    <message>
        <source>Export DxDispatch Model</source>
        <translation>DxDispatch モデルのエクスポート</translation>
    </message>
    <message>
        <source>DirectML will reject this descriptor (%1). Export it anyway?</source>
        <translation>DirectML はこの記述子を拒否します (%1)。それでもエクスポートしますか?</translation>
    </message>
    <message>
        <source>DxDispatch models (*.json)</source>
        <translation>DxDispatch モデル (*.json)</translation>
    </message>
    <message>
        <source>Comparing the outputs with the files in %1…</source>
        <translation>出力を %1 のファイルと比較しています…</translation>
    </message>
    <message>
        <source>Compare outputs with files</source>
        <translation>出力をファイルと比較</translation>
    </message>
    <message>
        <source>Comparison with Files</source>
        <translation>ファイルとの比較</translation>
    </message>
    <message>
        <source>Running on %1, as last time</source>
        <translation>前回と同じく %1 で実行します</translation>
    </message>
    <message>
        <source>Compare &amp;with Another Value…</source>
        <translation>別の値と比較(&amp;W)…</translation>
    </message>
    <message>
        <source>Run the session again with one field set to another value and show both outputs side by side</source>
        <translation>1 つのフィールドを別の値にしてセッションをもう一度実行し、両方の出力を並べて表示します</translation>
    </message>
    <message>
        <source>the session is invalid; fix its problems before comparing it with another value</source>
        <translation>セッションが無効です。別の値と比較する前に問題を修正してください</translation>
    </message>
    <message>
        <source>No comparison: %1</source>
        <translation>比較できません: %1</translation>
    </message>
    <message>
        <source>Comparing with %1 = %2…</source>
        <translation>%1 = %2 と比較しています…</translation>
    </message>
    <message>
        <source>the session is invalid</source>
        <translation>セッションが無効です</translation>
    </message>
    <message>
        <source>&lt;b&gt;dmlscope&lt;/b&gt;&lt;p&gt;A visualizer and debugger for DirectML&apos;s data-movement operators: DML_OPERATOR_%1.&lt;/p&gt;&lt;p&gt;Select an output cell to see the input element it comes from; hover an input cell to see every output it feeds. Validation follows the DML_FEATURE_LEVEL you choose.&lt;/p&gt;</source>
        <translation>&lt;b&gt;dmlscope&lt;/b&gt;&lt;p&gt;DirectML のデータ移動演算子 (DML_OPERATOR_%1) のビジュアライザー兼デバッガーです。&lt;/p&gt;&lt;p&gt;出力セルを選択すると、その値の参照元の入力要素が表示されます。入力セルにカーソルを合わせると、その要素を読み取るすべての出力が表示されます。検証は選択した DML_FEATURE_LEVEL の規則に従います。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Saving %1</source>
        <translation>%1 を保存しています</translation>
    </message>
    <message>
        <source>Cannot save %1 while %2 is under way</source>
        <translation>%2 の実行中は %1 を保存できません</translation>
    </message>
    <message>
        <source>Importing %1 into %2</source>
        <translation>%1 を %2 にインポートしています</translation>
    </message>
    <message>
        <source>Cannot import %1 while %2 is under way</source>
        <translation>%2 の実行中は %1 をインポートできません</translation>
    </message>
    <message>
        <source>Import of %1 cancelled; the session is unchanged</source>
        <translation>%1 のインポートはキャンセルされました。セッションは変更されていません</translation>
    </message>
    <message>
        <source>%1 has no values to export</source>
        <translation>%1 にはエクスポートする値がありません</translation>
    </message>
    <message>
        <source>Exporting %1 to %2</source>
        <translation>%1 を %2 にエクスポートしています</translation>
    </message>
    <message>
        <source>Export of %1 cancelled; %2 is as it was</source>
        <translation>%1 のエクスポートはキャンセルされました。%2 は元のままです</translation>
    </message>
    <message>
        <source>Cannot export %1 to %2: %3</source>
        <translation>%1 を %2 にエクスポートできません: %3</translation>
    </message>
    <message>
        <source>Cannot export %1 while %2 is under way</source>
        <translation>%2 の実行中は %1 をエクスポートできません</translation>
    </message>
    <message>
        <source>Exporting %1</source>
        <translation>%1 をエクスポートしています</translation>
    </message>
    <message>
        <source>dmlscope sessions, DxDispatch and ONNX models (*.json *.onnx);;dmlscope sessions and DxDispatch models (*.json);;ONNX models (*.onnx);;All files (*)</source>
        <translation>dmlscope セッション、DxDispatch モデルと ONNX モデル (*.json *.onnx);;dmlscope セッションと DxDispatch モデル (*.json);;ONNX モデル (*.onnx);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Cannot start %1 while %2 is under way</source>
        <translation>%2 の実行中は %1 を始められません</translation>
    </message>
    <message>
        <source>%1 was cancelled</source>
        <translation>%1 は取り消されました</translation>
    </message>
    <message>
        <source>Reading %1</source>
        <translation>%1 を読み込み中</translation>
    </message>
    <message>
        <source>%1 has no node ONNX Runtime&apos;s DirectML provider runs as an operator dmlscope shows:
%2</source>
        <translation>%1 には、ONNX Runtime の DirectML プロバイダーが dmlscope の表示できる演算子として実行するノードがありません:
%2</translation>
    </message>
    <message>
        <source>No ONNX model is open</source>
        <translation>ONNX モデルが開かれていません</translation>
    </message>
    <message>
        <source>%1 has no node %2 (it has %3)</source>
        <translation>%1 にノード %2 はありません (ノード数は %3)</translation>
    </message>
    <message>
        <source>Cannot open node %1 of %2:
%3</source>
        <translation>%2 のノード %1 を開けません:
%3</translation>
    </message>
    <message>
        <source>Opened node %1 (%2) of %3</source>
        <translation>%3 のノード %1 (%2) を開きました</translation>
    </message>
    <message>
        <source>The session is not a node of the open ONNX model</source>
        <translation>このセッションは開いている ONNX モデルのノードではありません</translation>
    </message>
    <message>
        <source>No later node runs as a DirectML operator dmlscope shows</source>
        <translation>これより後に、dmlscope の表示できる DirectML 演算子として実行されるノードはありません</translation>
    </message>
    <message>
        <source>No earlier node runs as a DirectML operator dmlscope shows</source>
        <translation>これより前に、dmlscope の表示できる DirectML 演算子として実行されるノードはありません</translation>
    </message>
    <message>
        <source>%1 is an ONNX tensor: drop it onto an input of a node opened from an ONNX model</source>
        <translation>%1 は ONNX のテンソルです: ONNX モデルから開いたノードの入力にドロップしてください</translation>
    </message>
    <message>
        <source>Cannot read %1:
%2</source>
        <translation>%1 を読み込めません:
%2</translation>
    </message>
    <message>
        <source>Cannot give %1 to &quot;%2&quot;:
%3</source>
        <translation>%1 を &quot;%2&quot; に渡せません:
%3</translation>
    </message>
    <message>
        <source>%1 now holds %2</source>
        <translation>%1 は %2 の値になりました</translation>
    </message>
    <message>
        <source>Outputs are computed by the operator: drop %1 onto an input</source>
        <translation>出力は演算子が計算します: %1 は入力にドロップしてください</translation>
    </message>
    <message>
        <source>Choose ONNX &amp;Node…</source>
        <translation>ONNX ノードを選択(&amp;N)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <source>List the nodes of the open ONNX model and open another one</source>
        <translation>開いている ONNX モデルのノードを一覧にし、別のノードを開きます</translation>
    </message>
    <message>
        <source>Ne&amp;xt ONNX Node</source>
        <translation>次の ONNX ノード(&amp;X)</translation>
    </message>
    <message>
        <source>Alt+PgDown</source>
        <translation>Alt+PgDown</translation>
    </message>
    <message>
        <source>Open the next node of the model that runs as a DirectML operator dmlscope shows</source>
        <translation>dmlscope の表示できる DirectML 演算子として実行される、モデルの次のノードを開きます</translation>
    </message>
    <message>
        <source>Pre&amp;vious ONNX Node</source>
        <translation>前の ONNX ノード(&amp;V)</translation>
    </message>
    <message>
        <source>Alt+PgUp</source>
        <translation>Alt+PgUp</translation>
    </message>
    <message>
        <source>Open the previous node of the model that runs as a DirectML operator dmlscope shows</source>
        <translation>dmlscope の表示できる DirectML 演算子として実行される、モデルの前のノードを開きます</translation>
    </message>
    <message>
        <source>%1; the model does not hold %2: 0, 1, 2, … until you drop a .npy or .pb onto it</source>
        <translation>%1。モデルは %2 の値を持ちません: .npy か .pb をドロップするまで 0, 1, 2, … です</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::MappingView</name>
    <message>
        <source>Mapping view</source>
        <translation>マッピング ビュー</translation>
    </message>
    <message>
        <source>Input and output tensors as grids; select an output cell to see its source</source>
        <translation>入力テンソルと出力テンソルのグリッド。出力セルを選択すると参照元が表示されます</translation>
    </message>
    <message>
        <source>   ←   from %1</source>
        <translation>   ←   参照元 %1</translation>
    </message>
    <message>
        <source>   ←   padding constant</source>
        <translation>   ←   パディング定数</translation>
    </message>
    <message>
        <source>   (%1)</source>
        <translation>   (%1)</translation>
    </message>
    <message>
        <source>   →   read by no output element</source>
        <translation>   →   どの出力要素からも読まれない</translation>
    </message>
    <message>
        <source>   →   read by 1 output element</source>
        <translation>   →   1 個の出力要素が読む</translation>
    </message>
    <message numerus="yes">
        <source>   →   read by %n output elements</source>
        <translation>
            <numerusform>   →   %n 個の出力要素が読む</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::MessageListDialog</name>
    <message>
        <source>Summary</source>
        <translation>概要</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>詳細</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::OnnxNodeListModel</name>
    <message>
        <source>(omitted)</source>
        <translation>(省略)</translation>
    </message>
    <message>
        <source>%1[%2] (constant)</source>
        <translation>%1[%2] (定数)</translation>
    </message>
    <message>
        <source>ONNX Runtime&apos;s DirectML provider runs node %1 (%2) as %3</source>
        <translation>ONNX Runtime の DirectML プロバイダーはノード %1 (%2) を %3 として実行します</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>ノード</translation>
    </message>
    <message>
        <source>Op type</source>
        <translation>演算の種類</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>入力</translation>
    </message>
    <message>
        <source>Outputs</source>
        <translation>出力</translation>
    </message>
    <message>
        <source>DirectML operator</source>
        <translation>DirectML 演算子</translation>
    </message>
    <message>
        <source>none dmlscope shows (hover for why)</source>
        <translation>dmlscope で表示できるものなし (ポイントで理由)</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::OnnxNodePickerDialog</name>
    <message>
        <source>Choose an ONNX Node</source>
        <translation>ONNX ノードの選択</translation>
    </message>
    <message>
        <source>Choose an ONNX node</source>
        <translation>ONNX ノードを選ぶ</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n node(s); ONNX Runtime&apos;s DirectML provider runs %2 of them as operators dmlscope shows. Which one should dmlscope open?</source>
        <translation>
            <numerusform>%1 には %n 個のノードがあり、ONNX Runtime の DirectML プロバイダーはそのうち %2 個を dmlscope の表示できる演算子として実行します。どれを開きますか?</numerusform>
        </translation>
    </message>
    <message>
        <source>Search by op type, name, shape or DirectML operator</source>
        <translation>演算の種類、名前、形状、DirectML 演算子で検索</translation>
    </message>
    <message>
        <source>Search nodes</source>
        <translation>ノードを検索</translation>
    </message>
    <message>
        <source>ONNX nodes</source>
        <translation>ONNX ノード</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>開く</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::OutputFileComparer</name>
    <message>
        <source>%1[%2]: dmlscope %3, file %4</source>
        <translation>%1[%2]: dmlscope %3、ファイル %4</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… ほか %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n element(s) differ from the files in %1</source>
        <translation>
            <numerusform>%n 個の要素が %1 のファイルと異なります</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>all %n element(s) equal the files in %1</source>
        <translation>
            <numerusform>%n 個の要素すべてが %1 のファイルと一致します</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n output(s) could not be compared with the files in %1</source>
        <translation>
            <numerusform>%n 個の出力を %1 のファイルと比較できませんでした</numerusform>
        </translation>
    </message>
    <message>
        <source>the session changed before it ran; compare again</source>
        <translation>実行前にセッションが変更されました。もう一度比較してください</translation>
    </message>
    <message>
        <source>the run failed: %1</source>
        <translation>実行に失敗しました: %1</translation>
    </message>
    <message>
        <source>the run was cancelled</source>
        <translation>実行がキャンセルされました</translation>
    </message>
    <message>
        <source>differs from the file</source>
        <translation>ファイルと異なる</translation>
    </message>
    <message>
        <source>the session ran again during the comparison; compare again</source>
        <translation>比較中にセッションが再実行されました。もう一度比較してください</translation>
    </message>
    <message>
        <source>Cannot compare with the files in %1: %2</source>
        <translation>%1 のファイルと比較できません: %2</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>The language of menus, dialogs and messages; --lang on the command line overrides it</source>
        <translation>メニュー、ダイアログ、メッセージの言語。コマンド ラインの --lang が優先されます</translation>
    </message>
    <message>
        <source>System (%1)</source>
        <translation>システム (%1)</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L):</translation>
    </message>
    <message>
        <source>The new language applies when dmlscope starts again.</source>
        <translation>新しい言語は dmlscope の次回起動時に適用されます。</translation>
    </message>
    <message>
        <source>Write tensors larger than</source>
        <translation>サイズが</translation>
    </message>
    <message>
        <source>Write large tensors as .npy files</source>
        <translation>大きなテンソルを .npy ファイルとして書き出す</translation>
    </message>
    <message>
        <source>Size above which tensors are written as .npy files</source>
        <translation>テンソルを .npy ファイルとして書き出す基準のサイズ</translation>
    </message>
    <message>
        <source> KiB</source>
        <translation> KiB</translation>
    </message>
    <message>
        <source>as .npy files beside the session</source>
        <translation>を超えるテンソルをセッションの隣に .npy ファイルとして書き出す</translation>
    </message>
    <message>
        <source>Save keeps small tensors in the session file and writes larger ones (inputs, and outputs after a run) as NumPy files next to it, named after the session and the tensor</source>
        <translation>保存時、小さいテンソルはセッション ファイル内に保持し、それより大きいもの (入力、および実行後の出力) はセッションとテンソルにちなんだ名前の NumPy ファイルとしてその隣に書き出します</translation>
    </message>
    <message>
        <source>Saving:</source>
        <translation>保存:</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::SessionDocument</name>
    <message>
        <source>Untitled</source>
        <translation>無題</translation>
    </message>
    <message>
        <source>Restore %1.Sizes</source>
        <translation>%1.Sizes を元に戻す</translation>
    </message>
    <message>
        <source>Switch to %1</source>
        <translation>%1 に切り替え</translation>
    </message>
    <message>
        <source>Edit %1 element %2</source>
        <translation>%1 の要素 %2 を編集</translation>
    </message>
    <message>
        <source>The operator has no input %1</source>
        <translation>演算子に入力 %1 はありません</translation>
    </message>
    <message>
        <source>Import %1 into %2</source>
        <translation>%1 を %2 にインポート</translation>
    </message>
    <message>
        <source>%1 (command %2)</source>
        <translation>%1 (コマンド %2)</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::TensorDescEditor</name>
    <message>
        <source>Edit %1</source>
        <translation>%1 を編集</translation>
    </message>
    <message>
        <source>Leave Strides out again (packed row-major)</source>
        <translation>Strides を再び省略する (行優先でパック)</translation>
    </message>
    <message>
        <source>Strides is left out: the tensor is packed row-major</source>
        <translation>Strides は省略されています: テンソルは行優先でパックされます</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::TensorEditor</name>
    <message>
        <source>Tensor editor</source>
        <translation>テンソル エディター</translation>
    </message>
    <message>
        <source>Tensor</source>
        <translation>テンソル</translation>
    </message>
    <message>
        <source>The tensor shown in the table</source>
        <translation>表に表示するテンソル</translation>
    </message>
    <message>
        <source>Slice</source>
        <translation>スライス</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>塗りつぶし</translation>
    </message>
    <message>
        <source>Sequence 0, 1, 2, … (memory order)</source>
        <translation>連番 0, 1, 2, … (メモリ順)</translation>
    </message>
    <message>
        <source>Zeros</source>
        <translation>ゼロ</translation>
    </message>
    <message>
        <source>Constant…</source>
        <translation>定数…</translation>
    </message>
    <message>
        <source>Fill with a constant</source>
        <translation>定数で塗りつぶし</translation>
    </message>
    <message>
        <source>Value:</source>
        <translation>値:</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>&apos;%1&apos; は数値ではありません</translation>
    </message>
    <message>
        <source>Random integers 0–99</source>
        <translation>0–99 の乱数 (整数)</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>貼り付け</translation>
    </message>
    <message>
        <source>Paste values from the clipboard: CSV rows, or a NumPy-style nested list (Ctrl+V in the table)</source>
        <translation>クリップボードから値を貼り付けます: CSV の行、または NumPy 形式の入れ子のリスト (表では Ctrl+V)</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <source>Copy as JSON</source>
        <translation>JSON としてコピー</translation>
    </message>
    <message>
        <source>Copy as NumPy</source>
        <translation>NumPy としてコピー</translation>
    </message>
    <message>
        <source>Tensor values</source>
        <translation>テンソルの値</translation>
    </message>
    <message>
        <source>dim %1: </source>
        <translation>次元 %1: </translation>
    </message>
    <message>
        <source>Index of dimension %1</source>
        <translation>次元 %1 のインデックス</translation>
    </message>
    <message>
        <source>The index of dimension %1 of the slice shown</source>
        <translation>表示するスライスの次元 %1 のインデックス</translation>
    </message>
    <message>
        <source>Fill %1 with 0, 1, 2, …</source>
        <translation>%1 を 0, 1, 2, … で塗りつぶし</translation>
    </message>
    <message>
        <source>Fill %1 with zeros</source>
        <translation>%1 をゼロで塗りつぶし</translation>
    </message>
    <message>
        <source>Fill %1 with a constant</source>
        <translation>%1 を定数で塗りつぶし</translation>
    </message>
    <message>
        <source>Fill %1 with random values</source>
        <translation>%1 を乱数で塗りつぶし</translation>
    </message>
    <message>
        <source>the tensor has no valid layout to paste into</source>
        <translation>テンソルに貼り付け先となる有効なレイアウトがありません</translation>
    </message>
    <message>
        <source>%1 is computed by the operator; paste into an input</source>
        <translation>%1 は演算子が計算します。入力に貼り付けてください</translation>
    </message>
    <message>
        <source>cannot paste: %1</source>
        <translation>貼り付けできません: %1</translation>
    </message>
    <message>
        <source>cannot paste: no values</source>
        <translation>貼り付けできません: 値がありません</translation>
    </message>
    <message>
        <source>cannot paste: value %1 (&apos;%2&apos;) is not a number</source>
        <translation>貼り付けできません: 値 %1 (&apos;%2&apos;) は数値ではありません</translation>
    </message>
    <message>
        <source>Paste into %1</source>
        <translation>%1 に貼り付け</translation>
    </message>
    <message>
        <source>Data source</source>
        <translation>データ ソース</translation>
    </message>
    <message>
        <source>Data from %1</source>
        <translation>%1 からのデータ</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::TensorTableModel</name>
    <message>
        <source>
buffer element %1</source>
        <translation>
バッファー要素 %1</translation>
    </message>
    <message>
        <source>
from %1</source>
        <translation>
参照元 %1</translation>
    </message>
    <message>
        <source>
padding constant</source>
        <translation>
パディング定数</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>&apos;%1&apos; は数値ではありません</translation>
    </message>
    <message>
        <source>index %1 of dimension %2</source>
        <translation>次元 %2 のインデックス %1</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::WhyDock</name>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Explained cell</source>
        <translation>説明対象のセル</translation>
    </message>
    <message>
        <source>Why: the steps from the cell to its source</source>
        <translation>理由: セルから参照元までのステップ</translation>
    </message>
    <message>
        <source>Hover or select a step to light the dimension it is about; double-click an output to select it</source>
        <translation>ステップにカーソルを合わせるか選択すると、そのステップが扱う次元が強調表示されます。出力をダブルクリックすると選択されます</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::ZoomControls</name>
    <message>
        <source>Zoom</source>
        <translation>ズーム</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>縮小</translation>
    </message>
    <message>
        <source>Zoom out (-)</source>
        <translation>縮小 (-)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>全体表示</translation>
    </message>
    <message>
        <source>Fit the mapping in the view</source>
        <translation>マッピングをビューに収める</translation>
    </message>
    <message>
        <source>Fit the whole mapping in the view (0)</source>
        <translation>マッピング全体をビューに収める (0)</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>拡大</translation>
    </message>
    <message>
        <source>Zoom in (+)</source>
        <translation>拡大 (+)</translation>
    </message>
</context>
</TS>
