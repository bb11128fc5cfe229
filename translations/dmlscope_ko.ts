<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name>BackendCatalogue</name>
    <message>
        <source>CPU (reference)</source>
        <translation>CPU(참조 구현)</translation>
    </message>
    <message>
        <source>no Vulkan device with compute was found</source>
        <translation>컴퓨트를 지원하는 Vulkan 장치를 찾지 못했습니다</translation>
    </message>
    <message>
        <source>GPU %1: %2</source>
        <translation>GPU %1: %2</translation>
    </message>
    <message>
        <source>this build of dmlscope has no Vulkan backend</source>
        <translation>이 dmlscope 빌드에는 Vulkan 백엔드가 없습니다</translation>
    </message>
    <message>
        <source>CPU (fast)</source>
        <translation>CPU(고속)</translation>
    </message>
    <message>
        <source>Running on %1: a GPU is usable</source>
        <translation>%1에서 실행합니다: GPU를 사용할 수 있습니다</translation>
    </message>
    <message>
        <source>%1 cannot start (%2)</source>
        <translation>%1을(를) 시작할 수 없습니다(%2)</translation>
    </message>
    <message>
        <source>only a CPU implementation of Vulkan was found</source>
        <translation>Vulkan의 CPU 구현만 발견되었습니다</translation>
    </message>
    <message>
        <source>Running on %1: no GPU is usable (%2)</source>
        <translation>%1에서 실행합니다: 사용할 수 있는 GPU가 없습니다(%2)</translation>
    </message>
</context>
<context>
    <name>BufferStrip</name>
    <message>
        <source>No tensor</source>
        <translation>텐서 없음</translation>
    </message>
    <message>
        <source>%1 has no buffer layout: %2</source>
        <translation>%1에는 버퍼 레이아웃이 없습니다: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 in memory: %2, Sizes {%3}, Strides {%4}%5: %n slot(s), %6 bytes</source>
        <translation>
            <numerusform>메모리상의 %1: %2, Sizes {%3}, Strides {%4}%5: 슬롯 %n개, %6바이트</numerusform>
        </translation>
    </message>
    <message>
        <source> (packed)</source>
        <translation> (압축됨)</translation>
    </message>
    <message>
        <source>%1 slot %2 (byte %3)</source>
        <translation>%1 슬롯 %2(바이트 %3)</translation>
    </message>
    <message>
        <source>   —   read by no element: a gap</source>
        <translation>   —   어떤 요소도 읽지 않는 빈 공간</translation>
    </message>
    <message>
        <source>   →   read by %1</source>
        <translation>   →   읽는 요소: %1</translation>
    </message>
    <message>
        <source> and %1 more</source>
        <translation> 외 %1개</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>unknown option &apos;{0}&apos;</source>
        <translation>알 수 없는 옵션 &apos;{0}&apos;</translation>
    </message>
    <message>
        <source>option &apos;{0}&apos; takes no value</source>
        <translation>옵션 &apos;{0}&apos;은(는) 값을 받지 않습니다</translation>
    </message>
    <message>
        <source>option &apos;{0}&apos; needs a value</source>
        <translation>옵션 &apos;{0}&apos;에는 값이 필요합니다</translation>
    </message>
    <message>
        <source>{0} expects a non-negative integer, got &apos;{1}&apos;</source>
        <translation>{0}에는 0 이상의 정수가 필요하지만 &apos;{1}&apos;이(가) 지정되었습니다</translation>
    </message>
    <message>
        <source>dmlscope: the GUI is not built; running {0}</source>
        <translation>dmlscope: GUI가 빌드되지 않았으므로 {0}을(를) 실행합니다</translation>
    </message>
    <message>
        <source>dmlscope: option &apos;--lang&apos; needs a value (ja, ko or en)</source>
        <translation>dmlscope: 옵션 &apos;--lang&apos;에는 값(ja, ko 또는 en)이 필요합니다</translation>
    </message>
    <message>
        <source>dmlscope: unknown language &apos;{0}&apos; for --lang (expected ja, ko or en)</source>
        <translation>dmlscope: --lang의 언어 &apos;{0}&apos;을(를) 알 수 없습니다(ja, ko 또는 en이어야 합니다)</translation>
    </message>
    <message>
        <source>dmlscope: unknown option &apos;{0}&apos; (see dmlscope --help)</source>
        <translation>dmlscope: 알 수 없는 옵션 &apos;{0}&apos;(dmlscope --help 참조)</translation>
    </message>
    <message>
        <source>{0}: {1}: error: {2}</source>
        <translation>{0}: {1}: 오류: {2}</translation>
    </message>
    <message>
        <source>{0}: error: {1}</source>
        <translation>{0}: 오류: {1}</translation>
    </message>
    <message>
        <source>unknown feature level &apos;{0}&apos; (expected e.g. DML_FEATURE_LEVEL_5_0 or 5_0)</source>
        <translation>알 수 없는 기능 수준 &apos;{0}&apos;(예: DML_FEATURE_LEVEL_5_0 또는 5_0)</translation>
    </message>
    <message>
        <source>{0}: valid at {1}</source>
        <translation>{0}: {1}에서 유효합니다</translation>
    </message>
    <message>
        <source>--device chooses a Vulkan device; it needs --backend gpu</source>
        <translation>--device는 Vulkan 장치를 고르는 옵션이므로 --backend gpu가 필요합니다</translation>
    </message>
    <message>
        <source>the GPU backend is not available: {0}</source>
        <translation>GPU 백엔드를 사용할 수 없습니다: {0}</translation>
    </message>
    <message>
        <source>unexpected argument &apos;{0}&apos; (usage: dmlscope devices [--json])</source>
        <translation>예상하지 못한 인수 &apos;{0}&apos;(사용법: dmlscope devices [--json])</translation>
    </message>
    <message>
        <source>no Vulkan device: {0}. The CPU backend (--backend cpu) still works.</source>
        <translation>Vulkan 장치가 없습니다: {0}. CPU 백엔드(--backend cpu)는 계속 사용할 수 있습니다.</translation>
    </message>
    <message>
        <source>driver {0}, Vulkan {1}, {2} device memory, maxStorageBufferRange {3}</source>
        <translation>드라이버 {0}, Vulkan {1}, 장치 메모리 {2}, maxStorageBufferRange {3}</translation>
    </message>
    <message>
        <source>`dmlscope run --backend gpu` uses --device N, else DMLSCOPE_DEVICE, else the first discrete, integrated, virtual, then CPU device.</source>
        <translation>`dmlscope run --backend gpu`는 --device N을, 없으면 DMLSCOPE_DEVICE를, 그것도 없으면 처음 발견한 외장, 내장, 가상, CPU 장치 순으로 사용합니다.</translation>
    </message>
    <message>
        <source>unknown backend &apos;{0}&apos; (expected cpu, cpu-reference or gpu)</source>
        <translation>알 수 없는 백엔드 &apos;{0}&apos;(cpu, cpu-reference 또는 gpu여야 합니다)</translation>
    </message>
    <message>
        <source>--input expects FIELD=PATH.npy (e.g. InputTensor=image.npy), got &apos;{0}&apos;</source>
        <translation>--input에는 FIELD=PATH.npy(예: InputTensor=image.npy)가 필요하지만 &apos;{0}&apos;이(가) 주어졌습니다</translation>
    </message>
    <message>
        <source>--input names {0}, but {1} has the inputs {2}</source>
        <translation>--input이 {0}을(를) 지정했지만, {1}의 입력은 {2}입니다</translation>
    </message>
    <message>
        <source>cannot create the folder {0}: {1}</source>
        <translation>폴더 {0}을(를) 만들 수 없습니다: {1}</translation>
    </message>
    <message>
        <source>--repeat expects a number of runs of at least 1, got &apos;{0}&apos;</source>
        <translation>--repeat에는 1 이상의 실행 횟수가 필요하지만 &apos;{0}&apos;이(가) 주어졌습니다</translation>
    </message>
    <message>
        <source>usage: dmlscope compare FILE --with DIR [--dispatch N] [--backend cpu|cpu-reference|gpu] [--device N] [--max N]</source>
        <translation>사용법: dmlscope compare FILE --with DIR [--dispatch N] [--backend cpu|cpu-reference|gpu] [--device N] [--max N]</translation>
    </message>
    <message>
        <source>{0}{1}: dmlscope {2}, file {3}</source>
        <translation>{0}{1}: dmlscope {2}, 파일 {3}</translation>
    </message>
    <message>
        <source>{0}{1} in {2}: dmlscope {3}, file {4}</source>
        <translation>{0}{1} ({2}): dmlscope {3}, 파일 {4}</translation>
    </message>
    <message>
        <source>{0}: {1} of {2} elements of {3} differ</source>
        <translation>{0}: {3}의 요소 {2}개 중 {1}개가 다릅니다</translation>
    </message>
    <message>
        <source>{0}: the writeFile&apos;s dimensions hold too many elements</source>
        <translation>{0}: writeFile의 dimensions에 요소가 너무 많습니다</translation>
    </message>
    <message>
        <source>cannot write {0}</source>
        <translation>{0}을(를) 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>... and {0} more</source>
        <translation>... 외 {0}개</translation>
    </message>
    <message>
        <source>{0}: {1} of {2} elements differ from the files in {3}</source>
        <translation>{0}: 요소 {2}개 중 {1}개가 {3}의 파일과 다릅니다</translation>
    </message>
    <message>
        <source>{0}: all {1} elements equal the files in {2}</source>
        <translation>{0}: 요소 {1}개가 모두 {2}의 파일과 같습니다</translation>
    </message>
    <message>
        <source>usage: dmlscope export FILE --format dxdispatch|session --output OUT [--dispatch N] [--external-bytes N]</source>
        <translation>사용법: dmlscope export FILE --format dxdispatch|session --output OUT [--dispatch N] [--external-bytes N]</translation>
    </message>
    <message>
        <source>dmlscope export: wrote {0}</source>
        <translation>dmlscope export: {0}을(를) 썼습니다</translation>
    </message>
    <message>
        <source>unknown --format &apos;{0}&apos; (expected dxdispatch or session)</source>
        <translation>알 수 없는 --format &apos;{0}&apos;(dxdispatch 또는 session이어야 합니다)</translation>
    </message>
    <message>
        <source>dmlscope export: note: the descriptor is invalid, so DirectML will reject the model:</source>
        <translation>dmlscope export: 참고: 설명자가 유효하지 않으므로 DirectML이 이 모델을 거부합니다:</translation>
    </message>
    <message>
        <source>{0}: DxDispatch model: command {1}, &apos;{2}&apos; ({3}); --dispatch N picks another</source>
        <translation>{0}: DxDispatch 모델: 명령 {1}, &apos;{2}&apos;({3}). 다른 명령은 --dispatch N으로 고를 수 있습니다</translation>
    </message>
    <message>
        <source>{0}: warning: {1}</source>
        <translation>{0}: 경고: {1}</translation>
    </message>
    <message>
        <source>--element {0}: expected TENSOR:i,j,... such as OutputTensor:0,0,3,4</source>
        <translation>--element {0}: OutputTensor:0,0,3,4처럼 TENSOR:i,j,... 형식이어야 합니다</translation>
    </message>
    <message>
        <source>--element: index {0} of {1} is &apos;{2}&apos;, but it must be a number from 0</source>
        <translation>--element: {1}의 인덱스 {0}은(는) &apos;{2}&apos;이지만 0 이상의 숫자여야 합니다</translation>
    </message>
    <message>
        <source>source: {0}{1} (element {2}, byte {3})</source>
        <translation>원본: {0}{1} (요소 {2}, 바이트 {3})</translation>
    </message>
    <message>
        <source>source: none, the padding constant {0}</source>
        <translation>원본: 없음(패딩 상수 {0})</translation>
    </message>
    <message>
        <source>feeds: {0} output elements</source>
        <translation>읽는 출력 요소: {0}개</translation>
    </message>
    <message>
        <source>… and {0} more (--feeds N lists more)</source>
        <translation>… 외 {0}개(--feeds N으로 더 볼 수 있습니다)</translation>
    </message>
    <message>
        <source>{0}: note: no values, the run failed: {1}</source>
        <translation>{0}: 참고: 실행에 실패하여 값이 없습니다: {1}</translation>
    </message>
    <message>
        <source>dmlscope: unknown command &apos;{0}&apos;; did you mean &apos;{1}&apos;?</source>
        <translation>dmlscope: 알 수 없는 명령 &apos;{0}&apos;. &apos;{1}&apos;을(를) 의미하셨나요?</translation>
    </message>
    <message>
        <source>dmlscope: unknown command &apos;{0}&apos;</source>
        <translation>dmlscope: 알 수 없는 명령 &apos;{0}&apos;</translation>
    </message>
    <message>
        <source>The commands are: {0} (see dmlscope --help)</source>
        <translation>명령은 다음과 같습니다: {0} (dmlscope --help 참조)</translation>
    </message>
    <message>
        <source>dmlscope: the app needs a display, and there is none (DISPLAY and WAYLAND_DISPLAY are not set).
The commands work without one: {0} (see dmlscope --help); QT_QPA_PLATFORM=offscreen starts the app without showing it.</source>
        <translation>dmlscope: 앱에는 디스플레이가 필요하지만 없습니다 (DISPLAY와 WAYLAND_DISPLAY가 설정되지 않았습니다).
명령은 디스플레이 없이 작동합니다: {0} (dmlscope --help 참조). QT_QPA_PLATFORM=offscreen으로 앱을 표시하지 않고 시작할 수 있습니다.</translation>
    </message>
    <message>
        <source>via: {0}{1}</source>
        <translation>경유: {0}{1}</translation>
    </message>
    <message>
        <source>{0}: {1}: warning: {2}</source>
        <translation>{0}: {1}: 경고: {2}</translation>
    </message>
    <message>
        <source>{0}: {1} more warnings like these</source>
        <translation>{0}: 이와 같은 경고가 {1}개 더 있습니다</translation>
    </message>
    <message>
        <source>feeds: no output element</source>
        <translation>공급 대상: 출력 요소 없음</translation>
    </message>
    <message>
        <source>feeds: 1 output element</source>
        <translation>공급 대상: 출력 요소 1개</translation>
    </message>
    <message>
        <source>{0} ran on {1} in {2:.3f} ms</source>
        <translation>{0}이(가) {1}에서 {2:.3f} ms에 실행되었습니다</translation>
    </message>
    <message>
        <source>{0} ran on {1}: median {2:.3f} ms, min {3:.3f} ms over {4} runs</source>
        <translation>{0}이(가) {1}에서 실행되었습니다: {4}회 실행의 중앙값 {2:.3f} ms, 최솟값 {3:.3f} ms</translation>
    </message>
    <message>
        <source>writing the session to standard output failed</source>
        <translation>세션을 표준 출력에 쓰지 못했습니다</translation>
    </message>
    <message>
        <source>dmlscope run: wrote {0}</source>
        <translation>dmlscope run: {0}을(를) 썼습니다</translation>
    </message>
    <message>
        <source>{0}: {1} {2}, {3} elements</source>
        <translation>{0}: {1} {2}, 요소 {3}개</translation>
    </message>
    <message>
        <source>dmlscope {0}: this build has no GUI, which {0} needs</source>
        <translation>dmlscope {0}: 이 빌드에는 {0}에 필요한 GUI가 없습니다</translation>
    </message>
    <message>
        <source>  dmlscope devices [--json]            list the Vulkan devices dmlscope can run on
</source>
        <translation>  dmlscope devices [--json]            dmlscope가 실행할 수 있는 Vulkan 장치 목록
</translation>
    </message>
    <message>
        <source>dmlscope: a visualizer and debugger for DirectML&apos;s data-movement operators
(DML_OPERATOR_{0}).

Usage:
  dmlscope [FILE]                      open the app (on FILE, or on an example)
</source>
        <translation>dmlscope: DirectML 데이터 이동 연산자의 시각화 및 디버깅 도구
(DML_OPERATOR_{0}).

사용법:
  dmlscope [FILE]                      앱 열기(FILE 또는 예제로)
</translation>
    </message>
    <message>
        <source>fields:</source>
        <translation>필드:</translation>
    </message>
    <message>
        <source>print {0} (command {1}): {2}, {3} elements</source>
        <translation>print {0} (명령 {1}): {2}, 요소 {3}개</translation>
    </message>
    <message>
        <source>writeFile (command {0}): the target &apos;{1}&apos; is not a path inside the output folder</source>
        <translation>writeFile (명령 {0}): 대상 &apos;{1}&apos;은(는) 출력 폴더 안의 경로가 아닙니다</translation>
    </message>
    <message>
        <source>writeFile (command {0}): dimensions of {1} elements, but resource &apos;{2}&apos; holds {3}</source>
        <translation>writeFile (명령 {0}): dimensions는 요소 {1}개인데 리소스 &apos;{2}&apos;에는 {3}개뿐입니다</translation>
    </message>
    <message>
        <source>--all runs every command of a model and takes only --npy-out DIR and --quiet, not {0}</source>
        <translation>--all은 모델의 모든 명령을 실행하며 --npy-out DIR과 --quiet만 받습니다. {0}은(는) 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>--all runs the commands of a DxDispatch model; {0} is a session</source>
        <translation>--all은 DxDispatch 모델의 명령을 실행합니다. {0}은(는) 세션입니다</translation>
    </message>
    <message>
        <source>{0}: ran {1} of the model&apos;s {2} dispatches on the CPU</source>
        <translation>{0}: 모델의 dispatch {2}개 중 {1}개를 CPU에서 실행했습니다</translation>
    </message>
    <message>
        <source>{0}: ONNX model: node {1} &quot;{2}&quot; ({3}, opset {4}) as {5}; --node NAME|INDEX picks another</source>
        <translation>{0}: ONNX 모델: {5}(으)로 다루는 노드 {1} &quot;{2}&quot;({3}, opset {4}). 다른 노드는 --node NAME|INDEX로 고를 수 있습니다</translation>
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
                                       연산자를 실행하고 요약을 출력합니다: 실행 시간과 각 출력의
                                       형식, 모양, 값(큰 출력은 NumPy처럼 요약). --output은 모든 출력의
                                       Data가 담긴 세션을 OUT에 쓰고, 256 KiB를 넘는 텐서는 그 옆에
                                       .npy 파일로 씁니다(out.json: out.OutputTensor.npy). -를 주면
                                       모두 표준 출력에 씁니다.
                                       --input은 입력의 데이터를 .npy 파일로 바꿉니다
                                       (InputTensor=x.npy, InputTensors[1]=y.npy. ONNX 모델의 값은 이름으로
                                       지정: x=x.npy 또는 x=x.pb). --npy-out은
                                       각 출력을 DIR/OutputTensor.npy, DIR/OutputTensors.N.npy로 씁니다
                                       (OUT은 이 파일들을 가리킵니다). DxDispatch 모델의 출력은 그
                                       writeFile 대상에도 씁니다. --with-sources는 각 출력 요소의
                                       원본을 [입력, 요소] 또는 null(패딩)로, 또는
                                       DIR/OUTPUT.sources.npy로 추가합니다. --repeat는 워밍업 후
                                       N회 실행 시간을 잽니다(중앙값과 최솟값). --quiet는 오류와
                                       --repeat의 시간 외에는 아무것도 출력하지 않습니다. --all은 DxDispatch
                                       모델의 모든 명령을 dxdispatch.exe처럼 순서대로 실행합니다: print 명령의
                                       리소스를 출력하고 writeFile 대상을 --npy-out DIR(기본값: 현재
                                       폴더) 아래에 씁니다
</translation>
    </message>
    <message>
        <source>  dmlscope validate FILE [--feature-level FL] [--json] [--dispatch N] [--node NAME|INDEX] [--input F=PATH]...
                                       check the descriptor: exit 0 valid, 1 invalid, 2 unreadable
</source>
        <translation>  dmlscope validate FILE [--feature-level FL] [--json] [--dispatch N] [--node NAME|INDEX] [--input F=PATH]...
                                       설명자 검사: 종료 코드 0 유효, 1 유효하지 않음, 2 읽을 수 없음
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
                                       세션을 DirectML 자체 실행기(dxdispatch.exe)가 실행하는
                                       DxDispatch 모델로 씁니다. N바이트(기본값 262144)를 넘는 입력은
                                       그 옆에 .npy 파일로 씁니다. 또는 모델의 디스패치를 세션으로 씁니다
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
                                       실행한 뒤 모든 출력을 DIR/OutputTensor.npy,
                                       DIR/OutputTensors.N.npy(DxDispatch 모델은 writeFile 명령이
                                       지정하는 모든 파일, .npy 또는 raw)와 비트 단위로 비교하고
                                       처음 --max개의 차이를 나열합니다: 종료 코드 0 같음, 1 다름,
                                       2 비교할 수 없음
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
                                       요소가 왜 그 값인지 설명합니다. 출력이면 연산자의 공식을 요소의
                                       숫자로 단계별로 보여 주고 원본과 오프셋을 표시합니다(TENSOR는
                                       OutputTensors[1]처럼 지정). 입력이면 그 요소를 읽는 출력을 처음
                                       N개(기본값 20)까지 나열합니다. --fields는 단계가 이름을 드는
                                       연산자 필드의 설명(폼의 도움말)을 덧붙입니다
</translation>
    </message>
    <message>
        <source>  dmlscope nodes MODEL.onnx [--json]
                                       list an ONNX model&apos;s nodes: index, name, op type and opset,
                                       input and output shapes, and the DirectML operator ONNX
                                       Runtime&apos;s DirectML provider runs for each, or why it has none
</source>
        <translation>  dmlscope nodes MODEL.onnx [--json]
                                       ONNX 모델의 노드를 나열합니다: 인덱스, 이름, 연산 종류와 opset,
                                       입력과 출력의 모양, 그리고 ONNX Runtime의 DirectML 공급자가 각
                                       노드를 실행하는 DirectML 연산자 또는 연산자가 없는 이유
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
                                       ONNX 노드 테스트 폴더(model.onnx, test_data_set_*/
                                       input_K.pb와 output_K.pb)를 DirectML 연산자로 실행하고 비트 단위로
                                       비교합니다: 종료 코드 0 같음, 1 다름, 2 읽을 수 없거나 DirectML
                                       공급자가 실행하지 않음
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
                                       디스플레이 없이 매핑 뷰 그리기. --buffer는 TENSOR의 버퍼를
                                       메모리 순서로 그리드 아래에 그리고, --compare는 FIELD를 VALUE로
                                       바꾼 변형을 세션 옆에 그립니다
</translation>
    </message>
    <message>
        <source>expected one session file, DxDispatch model or ONNX model and --element (usage: dmlscope explain FILE --element TENSOR:i,j,... [--json] [--feeds N] [--fields] [--dispatch N] [--node NAME|INDEX])</source>
        <translation>세션 파일, DxDispatch 모델 또는 ONNX 모델 하나와 --element가 필요합니다(사용법: dmlscope explain FILE --element TENSOR:i,j,... [--json] [--feeds N] [--fields] [--dispatch N] [--node NAME|INDEX])</translation>
    </message>
    <message>
        <source>from ONNX node {0} &quot;{1}&quot; ({2}, opset {3}):</source>
        <translation>ONNX 노드 {0} &quot;{1}&quot;({2}, opset {3})에서:</translation>
    </message>
    <message>
        <source>expected one ONNX model (usage: dmlscope nodes MODEL.onnx [--json])</source>
        <translation>ONNX 모델 하나가 필요합니다(사용법: dmlscope nodes MODEL.onnx [--json])</translation>
    </message>
    <message>
        <source>runs as {0}</source>
        <translation>{0}(으)로 실행</translation>
    </message>
    <message>
        <source>no DirectML operator here: {0}</source>
        <translation>DirectML 연산자 없음: {0}</translation>
    </message>
    <message>
        <source>{0}: note: {1}</source>
        <translation>{0}: 참고: {1}</translation>
    </message>
    <message>
        <source>{0}: {1} nodes, {2} of them run as DirectML operators dmlscope knows</source>
        <translation>{0}: 노드 {1}개, 그중 {2}개가 dmlscope가 아는 DirectML 연산자로 실행됩니다</translation>
    </message>
    <message>
        <source>expected one ONNX node test folder (usage: dmlscope onnx-test DIR [--backend cpu|cpu-reference|gpu] [--device N] [--max N])</source>
        <translation>ONNX 노드 테스트 폴더 하나가 필요합니다(사용법: dmlscope onnx-test DIR [--backend cpu|cpu-reference|gpu] [--device N] [--max N])</translation>
    </message>
    <message>
        <source>{0}: {1} of {2} elements differ ({3})</source>
        <translation>{0}: 요소 {2}개 중 {1}개가 다릅니다({3})</translation>
    </message>
    <message>
        <source>{0}: all {1} elements of {2} data sets equal ({3})</source>
        <translation>{0}: 데이터 세트 {2}개의 요소 {1}개가 모두 같습니다({3})</translation>
    </message>
    <message>
        <source>expected one session file, DxDispatch model or ONNX model (usage: dmlscope run FILE [--dispatch N] [--node NAME|INDEX] [--backend cpu|cpu-reference|gpu] [--input FIELD=PATH.npy] [--output OUT|-] [--npy-out DIR] [--with-sources] [--repeat N])</source>
        <translation>세션 파일, DxDispatch 모델 또는 ONNX 모델 하나가 필요합니다(사용법: dmlscope run FILE [--dispatch N] [--node NAME|INDEX] [--backend cpu|cpu-reference|gpu] [--input FIELD=PATH.npy] [--output OUT|-] [--npy-out DIR] [--with-sources] [--repeat N])</translation>
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

FILE은 dmlscope 세션 또는 DxDispatch 모델(.json)이거나 ONNX 모델(.onnx)입니다. DxDispatch 모델이면
--dispatch N은 그 &quot;commands&quot;의 명령 N을 엽니다(기본값: 지원되는 연산자의 첫 번째 디스패치). ONNX 모델이면
--node NAME|INDEX는 그 노드를 ONNX Runtime의 DirectML 공급자가 실행하는 DirectML 연산자로 엽니다(기본값:
그러한 첫 번째 노드). --input NAME=PATH.npy|PATH.pb는 모델에 없는 값을 줍니다.
모든 명령은 --lang ja|ko|en을 받습니다: 앱과 메시지의 언어(기본값: 시스템 언어).
환경 변수: DMLSCOPE_DEVICE=N은 Vulkan 장치를 고르고, DMLSCOPE_DISABLE_VULKAN=1은 Vulkan을 숨깁니다.
종료 코드: 0 성공, 1 설명자가 유효하지 않거나 실행 실패, 2 잘못된 사용법이거나 파일을 읽을 수 없음.
</translation>
    </message>
    <message>
        <source>expected one session file, DxDispatch model or ONNX model (usage: dmlscope validate FILE [--dispatch N] [--node NAME|INDEX] [--feature-level FL] [--json])</source>
        <translation>세션 파일, DxDispatch 모델 또는 ONNX 모델 하나가 필요합니다(사용법: dmlscope validate FILE [--dispatch N] [--node NAME|INDEX] [--feature-level FL] [--json])</translation>
    </message>
</context>
<context>
    <name>CoreMessages</name>
    <message>
        <source>{0} is DML_TENSOR_DATA_TYPE_UNKNOWN; a tensor needs a real data type</source>
        <translation>{0}이(가) DML_TENSOR_DATA_TYPE_UNKNOWN입니다. 텐서에는 실제 데이터 형식이 필요합니다</translation>
    </message>
    <message>
        <source>{0} is {1}, which {2} does not support at {3} (supported: {4})</source>
        <translation>{0}의 값은 {1}이지만, {2}은(는) {3}에서 이 데이터 형식을 지원하지 않습니다(지원되는 데이터 형식: {4})</translation>
    </message>
    <message>
        <source>{0} is {1}, but {2} supports {3} dimensions at {4}</source>
        <translation>{0}의 값은 {1}이지만, {2}이(가) {4}에서 지원하는 차원 수는 {3}입니다</translation>
    </message>
    <message>
        <source>{0} is {1}, but a tensor has 1 to 8 dimensions</source>
        <translation>{0}의 값은 {1}이지만, 텐서의 차원 수는 1에서 8 사이입니다</translation>
    </message>
    <message>
        <source>{0} is {1}, but the length of Sizes is {2}</source>
        <translation>{0}의 값은 {1}이지만, Sizes의 길이는 {2}입니다</translation>
    </message>
    <message>
        <source>{0} has length {1}, but the tensor&apos;s DimensionCount is {2}</source>
        <translation>{0}의 길이는 {1}이지만, 텐서의 DimensionCount는 {2}입니다</translation>
    </message>
    <message>
        <source>{0} is 0; every size must be at least 1</source>
        <translation>{0}이(가) 0입니다. 모든 크기는 1 이상이어야 합니다</translation>
    </message>
    <message>
        <source>{0}: the product of the sizes does not fit in 64 bits</source>
        <translation>{0}: 크기의 곱이 64비트에 들어가지 않습니다</translation>
    </message>
    <message>
        <source>{0}: a packed layout of these sizes needs strides above 2^32 - 1, more than DirectML&apos;s 32-bit Strides hold</source>
        <translation>{0}: 이 크기를 압축 레이아웃으로 배치하려면 2^32 - 1보다 큰 스트라이드가 필요하며, 이는 DirectML의 32비트 Strides에 담을 수 없습니다</translation>
    </message>
    <message>
        <source>{0}: the buffer these sizes and strides reach does not fit in 64 bits</source>
        <translation>{0}: 이 크기와 스트라이드가 참조하는 버퍼가 64비트에 들어가지 않습니다</translation>
    </message>
    <message>
        <source>{0} is {1}, but the sizes and strides reach {2} bytes (DirectML&apos;s minimum size)</source>
        <translation>{0}의 값은 {1}이지만, 크기와 스트라이드는 {2}바이트까지 참조합니다(DirectML의 최소 크기)</translation>
    </message>
    <message>
        <source>{0} is {1}, which is not a multiple of 4</source>
        <translation>{0}의 값은 {1}이며, 4의 배수가 아닙니다</translation>
    </message>
    <message>
        <source>{0} is {1}; the only flags are DML_TENSOR_FLAG_NONE (0) and DML_TENSOR_FLAG_OWNED_BY_DML (1)</source>
        <translation>{0}의 값은 {1}입니다. 플래그는 DML_TENSOR_FLAG_NONE(0)과 DML_TENSOR_FLAG_OWNED_BY_DML(1)뿐입니다</translation>
    </message>
    <message>
        <source>{0} is {1}; it must be 0 or a power of two of at least 16</source>
        <translation>{0}의 값은 {1}입니다. 0이거나 16 이상인 2의 거듭제곱이어야 합니다</translation>
    </message>
    <message>
        <source>{0}: dimension {1} has size {2} but stride 0, so its output elements share memory</source>
        <translation>{0}: 차원 {1}의 크기는 {2}이지만 스트라이드가 0이므로 출력 요소들이 같은 메모리를 공유합니다</translation>
    </message>
    <message>
        <source>{0}: with these strides, different output elements share memory (dimension {1}: size {2} × stride {3} reaches past stride {5} of dimension {4})</source>
        <translation>{0}: 이 스트라이드에서는 서로 다른 출력 요소가 메모리를 공유합니다(차원 {1}: 크기 {2} × 스트라이드 {3}이(가) 차원 {4}의 스트라이드 {5}을(를) 넘습니다)</translation>
    </message>
    <message>
        <source>{0} has length {1}, but the strides need at least {2}</source>
        <translation>{0}의 길이는 {1}이지만, 스트라이드에는 최소 {2}이(가) 필요합니다</translation>
    </message>
    <message>
        <source>{0} has length {1}, but TotalTensorSizeInBytes holds only {2} elements</source>
        <translation>{0}의 길이는 {1}이지만, TotalTensorSizeInBytes에는 요소가 {2}개만 들어갑니다</translation>
    </message>
    <message>
        <source>{0} {1} was introduced in {2}; it is not available at {3}</source>
        <translation>{0} {1}은(는) {2}에서 도입되었습니다. {3}에서는 사용할 수 없습니다</translation>
    </message>
    <message>
        <source>{0} is {1}, but {2} is {3}; the tensors must have the same DataType</source>
        <translation>{0}의 값은 {1}이지만, {2}의 값은 {3}입니다. 텐서의 DataType이 같아야 합니다</translation>
    </message>
    <message>
        <source>{0} is {1}, but {2} is {3}; the tensors must have the same DimensionCount</source>
        <translation>{0}의 값은 {1}이지만, {2}의 값은 {3}입니다. 텐서의 DimensionCount가 같아야 합니다</translation>
    </message>
    <message>
        <source>{0} is {1}, but {2}</source>
        <translation>{0}의 값은 {1}이지만, {2}입니다</translation>
    </message>
    <message>
        <source>{0} is {1}, but the length of {2} is {3}</source>
        <translation>{0}의 값은 {1}이지만, {2}의 길이는 {3}입니다</translation>
    </message>
    <message>
        <source>{0} has length {1}, but {2} is {3}</source>
        <translation>{0}의 길이는 {1}이지만, {2}의 값은 {3}입니다</translation>
    </message>
    <message>
        <source>{0} is 0; it must be greater than 0</source>
        <translation>{0}이(가) 0입니다. 0보다 커야 합니다</translation>
    </message>
    <message>
        <source>{0} is {1}, but it must be in [0, {2}] for {3} dimensions</source>
        <translation>{0}의 값은 {1}이지만, {3}차원에서는 [0, {2}] 범위에 있어야 합니다</translation>
    </message>
    <message>
        <source>{0}: {1} does not fit in 32 bits</source>
        <translation>{0}: {1}이(가) 32비트에 들어가지 않습니다</translation>
    </message>
    <message>
        <source>{0} is {1}, but InputTensor.DimensionCount is {2}; RepeatsCount must equal it</source>
        <translation>{0}의 값은 {1}이지만, InputTensor.DimensionCount는 {2}입니다. RepeatsCount는 이 값과 같아야 합니다</translation>
    </message>
    <message>
        <source>{0} is 0; every repeat count must be greater than 0</source>
        <translation>{0}이(가) 0입니다. 모든 반복 횟수는 0보다 커야 합니다</translation>
    </message>
    <message>
        <source>{0} is {1}, which is not a DML_PADDING_MODE</source>
        <translation>{0}의 값은 {1}이며, DML_PADDING_MODE 값이 아닙니다</translation>
    </message>
    <message>
        <source>{0} is {1}, which was introduced in {2}; it is not available at {3}</source>
        <translation>{0}의 값은 {1}이지만, 이 값은 {2}에서 도입되었으므로 {3}에서는 사용할 수 없습니다</translation>
    </message>
    <message>
        <source>{0} is {1}, but InputTensor.DimensionCount is {2}; they must be equal</source>
        <translation>{0}의 값은 {1}이지만, InputTensor.DimensionCount는 {2}입니다. 두 값이 같아야 합니다</translation>
    </message>
    <message>
        <source>{0} is {1}, but InputTensor.Sizes[{2}] is 1: reflection of a single element has no element to mirror to</source>
        <translation>{0}의 값은 {1}이지만, InputTensor.Sizes[{2}]가 1입니다. 요소가 하나뿐이면 반사로 미러링할 요소가 없습니다</translation>
    </message>
    <message>
        <source>{0} is 0; the block size must be greater than 0</source>
        <translation>{0}이(가) 0입니다. 블록 크기는 0보다 커야 합니다</translation>
    </message>
    <message>
        <source>{0} is {1}, which is not a DML_DEPTH_SPACE_ORDER</source>
        <translation>{0}의 값은 {1}이며, DML_DEPTH_SPACE_ORDER 값이 아닙니다</translation>
    </message>
    <message>
        <source>{0} is {1}, which is not divisible by BlockSize × BlockSize = {2}</source>
        <translation>{0}의 값은 {1}이며, BlockSize × BlockSize = {2}(으)로 나누어떨어지지 않습니다</translation>
    </message>
    <message>
        <source>{0} is {1}, but InputTensor.Sizes[{2}] is {3}; outside Axis {4}, every output must match the input</source>
        <translation>{0}의 값은 {1}이지만, InputTensor.Sizes[{2}]는 {3}입니다. Axis {4}를 제외한 모든 차원에서 모든 출력의 크기가 입력과 같아야 합니다</translation>
    </message>
    <message>
        <source>{0}: the outputs&apos; Sizes[{1}] sum to {2} ({3}), but InputTensor.Sizes[{1}] is {4}</source>
        <translation>{0}: 출력의 Sizes[{1}] 합계는 {2}({3})이지만, InputTensor.Sizes[{1}]는 {4}입니다</translation>
    </message>
    <message>
        <source>{0} is {1}, but OutputTensor.Sizes[{2}] is {3}; outside Axis {4}, every input must match the output</source>
        <translation>{0}의 값은 {1}이지만, OutputTensor.Sizes[{2}]는 {3}입니다. Axis {4}를 제외한 모든 차원에서 모든 입력의 크기가 출력과 같아야 합니다</translation>
    </message>
    <message>
        <source>{0} is {1}, but the inputs&apos; Sizes[{2}] sum to {3} ({4})</source>
        <translation>{0}의 값은 {1}이지만, 입력의 Sizes[{2}] 합계는 {3}({4})입니다</translation>
    </message>
    <message>
        <source>{0} is {1}; dmlscope maps at most {2} inputs</source>
        <translation>{0}의 값은 {1}입니다. dmlscope는 입력을 최대 {2}개까지 매핑합니다</translation>
    </message>
    <message>
        <source>{0} has {1} elements; the index map addresses at most 2^48</source>
        <translation>{0}의 요소 수는 {1}개입니다. 인덱스 맵은 최대 2^48개의 요소만 다룹니다</translation>
    </message>
    <message>
        <source>the descriptor is invalid:{0}</source>
        <translation>기술자가 유효하지 않습니다:{0}</translation>
    </message>
    <message>
        <source>the run was cancelled</source>
        <translation>실행이 취소되었습니다</translation>
    </message>
    <message>
        <source>internal error: input {0} read past its buffer at element {1}</source>
        <translation>내부 오류: 입력 {0}이(가) 요소 {1}에서 버퍼 범위 밖을 읽었습니다</translation>
    </message>
    <message>
        <source>Vulkan is disabled by the environment (DMLSCOPE_DISABLE_VULKAN={0}); unset it to use the GPU</source>
        <translation>Vulkan이 환경 변수로 비활성화되어 있습니다(DMLSCOPE_DISABLE_VULKAN={0}). GPU를 사용하려면 이 변수의 설정을 해제하십시오</translation>
    </message>
    <message>
        <source>the Vulkan loader (libvulkan.so.1) could not be opened: install a Vulkan driver (for a CPU-only machine, Mesa&apos;s lavapipe: the mesa-vulkan-drivers package) or use the CPU backend</source>
        <translation>Vulkan 로더(libvulkan.so.1)를 열 수 없습니다: Vulkan 드라이버(CPU만 있는 컴퓨터에서는 Mesa의 lavapipe: mesa-vulkan-drivers 패키지)를 설치하거나 CPU 백엔드를 사용하십시오</translation>
    </message>
    <message>
        <source>the Vulkan loader supports only Vulkan {0}; dmlscope needs {1} or later</source>
        <translation>Vulkan 로더는 Vulkan {0}까지만 지원합니다. dmlscope에는 {1} 이상이 필요합니다</translation>
    </message>
    <message>
        <source>creating a Vulkan instance (is a Vulkan driver installed?) failed: {0}</source>
        <translation>Vulkan 인스턴스를 만들지 못했습니다(Vulkan 드라이버가 설치되어 있습니까?): {0}</translation>
    </message>
    <message>
        <source>the Vulkan driver reports no device</source>
        <translation>Vulkan 드라이버가 장치를 하나도 보고하지 않습니다</translation>
    </message>
    <message>
        <source>none of the {0} Vulkan devices supports compute with Vulkan {1}</source>
        <translation>Vulkan 장치 {0}개 중 어느 것도 Vulkan {1}에서 컴퓨트를 지원하지 않습니다</translation>
    </message>
    <message>
        <source>{0} asks for Vulkan device {1}, but there is only {2} (0 to {3}); `dmlscope devices` lists them</source>
        <translation>{0}이(가) Vulkan 장치 {1}을(를) 지정했지만 장치는 {2}개(0~{3})뿐입니다. `dmlscope devices`로 목록을 볼 수 있습니다</translation>
    </message>
    <message>
        <source>{0} asks for Vulkan device {1}, but there are only {2} (0 to {3}); `dmlscope devices` lists them</source>
        <translation>{0}이(가) Vulkan 장치 {1}을(를) 지정했지만 장치는 {2}개(0~{3})뿐입니다. `dmlscope devices`로 목록을 볼 수 있습니다</translation>
    </message>
    <message>
        <source>DMLSCOPE_DEVICE={0} is not a device index (a number from 0; `dmlscope devices` lists them)</source>
        <translation>DMLSCOPE_DEVICE={0}은(는) 장치 인덱스(0부터 시작하는 숫자)가 아닙니다. `dmlscope devices`로 목록을 볼 수 있습니다</translation>
    </message>
    <message>
        <source>{0} has no compute queue</source>
        <translation>{0}에는 컴퓨트 큐가 없습니다</translation>
    </message>
    <message>
        <source>{0} needs {1}, more than {2} allows in one buffer ({3})</source>
        <translation>{0}에 {1}이(가) 필요하며, 이는 {2}이(가) 버퍼 하나에 허용하는 한도({3})를 넘습니다</translation>
    </message>
    <message>
        <source>creating a buffer of {0} for {1} failed: {2}</source>
        <translation>{1}용 {0} 버퍼를 만들지 못했습니다: {2}</translation>
    </message>
    <message>
        <source>{0} has no suitable memory type for {1}</source>
        <translation>{0}에는 {1}에 적합한 메모리 유형이 없습니다</translation>
    </message>
    <message>
        <source>not enough memory on {0} for {1}: allocating {2} failed with {3} ({4} already in use by this run, heap of {5}); try a smaller tensor or the CPU backend</source>
        <translation>{0}의 메모리가 {1}에 부족합니다: {2} 할당이 {3}(으)로 실패했습니다(이 실행에서 사용 중: {4}, 힙: {5}). 더 작은 텐서나 CPU 백엔드를 사용해 보십시오</translation>
    </message>
    <message>
        <source>not enough host memory for this run (the outputs, the index map and the transfers are held in the computer&apos;s memory); try smaller tensors or run without the index map</source>
        <translation>이 실행에 필요한 호스트 메모리가 부족합니다(출력, 인덱스 맵, 전송 데이터는 컴퓨터의 메모리에 보관됩니다). 더 작은 텐서를 사용하거나 인덱스 맵 없이 실행하십시오</translation>
    </message>
    <message>
        <source>submitting work to the GPU failed: the GPU ({0}) was lost (reset, or its driver failed). The next GPU run opens it again; the CPU backend still works</source>
        <translation>GPU에 작업을 제출하지 못했습니다: GPU({0})를 잃었습니다(재설정되었거나 드라이버가 실패했습니다). 다음 GPU 실행에서 장치를 다시 엽니다. CPU 백엔드는 계속 사용할 수 있습니다</translation>
    </message>
    <message>
        <source>waiting for the GPU failed: the GPU ({0}) was lost (reset, or its driver failed). The next GPU run opens it again; the CPU backend still works</source>
        <translation>GPU를 기다리지 못했습니다: GPU({0})를 잃었습니다(재설정되었거나 드라이버가 실패했습니다). 다음 GPU 실행에서 장치를 다시 엽니다. CPU 백엔드는 계속 사용할 수 있습니다</translation>
    </message>
    <message>
        <source>the GPU ({0}) is no longer usable</source>
        <translation>GPU({0})를 더 이상 사용할 수 없습니다</translation>
    </message>
    <message>
        <source>the GPU ({0}) did not finish within {1} s; it may be hung. Its buffers were left alone; the next GPU run opens the device again, and the CPU backend still works</source>
        <translation>GPU({0})가 {1}초 안에 완료되지 않았습니다. 응답하지 않는 상태일 수 있습니다. 버퍼는 그대로 두었습니다. 다음 GPU 실행에서 장치를 다시 열며, CPU 백엔드는 계속 사용할 수 있습니다</translation>
    </message>
    <message>
        <source>this run would need more than {0} GPU dispatches: the tensors are too large for the device&apos;s storage-buffer range ({1} bytes) with these strides; use the CPU backend</source>
        <translation>이 실행에는 {0}회를 넘는 GPU 디스패치가 필요합니다: 이 스트라이드에서는 텐서가 장치의 스토리지 버퍼 범위({1}바이트)에 비해 너무 큽니다. CPU 백엔드를 사용하십시오</translation>
    </message>
    <message>
        <source>line {0}: a session file holds one JSON object, got {1}</source>
        <translation>{0}번째 줄: 세션 파일은 JSON 객체 하나를 담아야 하지만 {1}입니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: missing: a session file needs &quot;{2}&quot;</source>
        <translation>{0}번째 줄, {1}: 없음: 세션 파일에는 &quot;{2}&quot;이(가) 필요합니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: missing: a tensor needs &quot;{2}&quot;</source>
        <translation>{0}번째 줄, {1}: 없음: 텐서에는 &quot;{2}&quot;이(가) 필요합니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: missing: the descriptor needs &quot;{2}&quot;</source>
        <translation>{0}번째 줄, {1}: 없음: 설명자에는 &quot;{2}&quot;이(가) 필요합니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: missing: {2} needs &quot;{3}&quot;</source>
        <translation>{0}번째 줄, {1}: 없음: {2}에는 &quot;{3}&quot;이(가) 필요합니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected an object, got {2}</source>
        <translation>{0}번째 줄, {1}: 객체가 필요하지만 {2}입니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: unknown field &quot;{2}&quot;; the fields of a session file are {3}</source>
        <translation>{0}번째 줄, {1}: 알 수 없는 필드 &quot;{2}&quot;입니다. 세션 파일의 필드는 {3}입니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: unknown field &quot;{2}&quot;; the fields of {3} are {4}</source>
        <translation>{0}번째 줄, {1}: 알 수 없는 필드 &quot;{2}&quot;입니다. {3}의 필드는 {4}입니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected an unsigned 32-bit integer, got {2}</source>
        <translation>{0}번째 줄, {1}: 부호 없는 32비트 정수가 필요하지만 {2}입니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected an unsigned 64-bit integer, got {2}</source>
        <translation>{0}번째 줄, {1}: 부호 없는 64비트 정수가 필요하지만 {2}입니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected an array of unsigned 32-bit integers, got {2}</source>
        <translation>{0}번째 줄, {1}: 부호 없는 32비트 정수의 배열이 필요하지만 {2}입니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected a string, got {2}</source>
        <translation>{0}번째 줄, {1}: 문자열이 필요하지만 {2}입니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected a number or one of &quot;nan&quot;, &quot;inf&quot;, &quot;-inf&quot;, got {2}</source>
        <translation>{0}번째 줄, {1}: 숫자 또는 &quot;nan&quot;, &quot;inf&quot;, &quot;-inf&quot; 중 하나가 필요하지만 {2}입니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: {2} is too large for {3} (largest finite value {4})</source>
        <translation>{0}번째 줄, {1}: {2}은(는) {3}에 비해 너무 큽니다 (가장 큰 유한값 {4})</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected a string naming the feature level, got {2}</source>
        <translation>{0}번째 줄, {1}: 기능 수준을 나타내는 문자열이 필요하지만 {2}입니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: unknown feature level {2}; expected one of {3} (the prefix may be left out)</source>
        <translation>{0}번째 줄, {1}: 알 수 없는 기능 수준 {2}입니다. {3} 중 하나가 필요합니다 (접두사는 생략 가능)</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected a string naming the operator, got {2}</source>
        <translation>{0}번째 줄, {1}: 연산자를 나타내는 문자열이 필요하지만 {2}입니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: unknown operator {2}; expected one of {3} (the prefix may be left out)</source>
        <translation>{0}번째 줄, {1}: 알 수 없는 연산자 {2}입니다. {3} 중 하나가 필요합니다 (접두사는 생략 가능)</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected a string naming the data type, got {2}</source>
        <translation>{0}번째 줄, {1}: 데이터 형식을 나타내는 문자열이 필요하지만 {2}입니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: unknown data type {2}; expected one of {3} (the prefix may be left out)</source>
        <translation>{0}번째 줄, {1}: 알 수 없는 데이터 형식 {2}입니다. {3} 중 하나가 필요합니다 (접두사는 생략 가능)</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected a string naming the padding mode, got {2}</source>
        <translation>{0}번째 줄, {1}: 패딩 모드를 나타내는 문자열이 필요하지만 {2}입니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: unknown padding mode {2}; expected one of {3} (the prefix may be left out)</source>
        <translation>{0}번째 줄, {1}: 알 수 없는 패딩 모드 {2}입니다. {3} 중 하나가 필요합니다 (접두사는 생략 가능)</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected a string naming the padding mode or its unsigned 32-bit value, got {2}</source>
        <translation>{0}번째 줄, {1}: 패딩 모드를 나타내는 문자열 또는 그 부호 없는 32비트 값이 필요하지만 {2}입니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected a string naming the depth-space order, got {2}</source>
        <translation>{0}번째 줄, {1}: 깊이-공간 순서를 나타내는 문자열이 필요하지만 {2}입니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: unknown depth-space order {2}; expected one of {3} (the prefix may be left out)</source>
        <translation>{0}번째 줄, {1}: 알 수 없는 깊이-공간 순서 {2}입니다. {3} 중 하나가 필요합니다 (접두사는 생략 가능)</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected a string naming the depth-space order or its unsigned 32-bit value, got {2}</source>
        <translation>{0}번째 줄, {1}: 깊이-공간 순서를 나타내는 문자열 또는 그 부호 없는 32비트 값이 필요하지만 {2}입니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: missing: a session file starts with &quot;dmlscope&quot;: {2} (the format version)</source>
        <translation>{0}번째 줄, {1}: 없음: 세션 파일은 &quot;dmlscope&quot;: {2} (형식 버전)로 시작합니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: format version {2} is not supported; this dmlscope reads version {3}</source>
        <translation>{0}번째 줄, {1}: 형식 버전 {2}은(는) 지원되지 않습니다. 이 dmlscope는 버전 {3}을(를) 읽습니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: missing: an input tensor needs &quot;Sizes&quot;</source>
        <translation>{0}번째 줄, {1}: 없음: 입력 텐서에는 &quot;Sizes&quot;가 필요합니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: missing: Split&apos;s output tensors need &quot;Sizes&quot; (they say how to split)</source>
        <translation>{0}번째 줄, {1}: 없음: Split의 출력 텐서에는 &quot;Sizes&quot;가 필요합니다 (분할 방법을 나타냅니다)</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected an array of elements, got {2}</source>
        <translation>{0}번째 줄, {1}: 요소의 배열이 필요하지만 {2}입니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: a tensor whose DataType is UNKNOWN cannot hold Data</source>
        <translation>{0}번째 줄, {1}: DataType이 UNKNOWN인 텐서는 Data를 담을 수 없습니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected an integer ({2} holds {3} to {4}), got {5}</source>
        <translation>{0}번째 줄, {1}: 정수가 필요하지만 ({2}은(는) {3}부터 {4}까지 담습니다) {5}입니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: {2} does not fit {3} ({4} to {5})</source>
        <translation>{0}번째 줄, {1}: {2}은(는) {3} ({4}부터 {5}까지)에 맞지 않습니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected an array of tensors, got {2}</source>
        <translation>{0}번째 줄, {1}: 텐서의 배열이 필요하지만 {2}입니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: missing, and cannot be derived from the input tensors and the operator&apos;s parameters; write Sizes explicitly to see what validation says about the descriptor</source>
        <translation>{0}번째 줄, {1}: 없으며 입력 텐서와 연산자의 매개변수로부터 도출할 수도 없습니다. 설명자에 대한 검증 결과를 보려면 Sizes를 명시적으로 작성하십시오</translation>
    </message>
    <message>
        <source>the session text is {0} bytes; session files are limited to 1 GiB</source>
        <translation>세션 텍스트가 {0}바이트입니다. 세션 파일은 1 GiB로 제한됩니다</translation>
    </message>
    <message>
        <source>not enough memory to read the session</source>
        <translation>세션을 읽기에 메모리가 부족합니다</translation>
    </message>
    <message>
        <source>cannot read the session: {0}</source>
        <translation>세션을 읽을 수 없습니다: {0}</translation>
    </message>
    <message>
        <source>cannot read {0}: {1}</source>
        <translation>{0}을(를) 읽을 수 없습니다: {1}</translation>
    </message>
    <message>
        <source>cannot read {0}: it is a directory</source>
        <translation>{0}을(를) 읽을 수 없습니다: 디렉터리입니다</translation>
    </message>
    <message>
        <source>cannot read {0}: the file is {1} bytes; session files are limited to 1 GiB</source>
        <translation>{0}을(를) 읽을 수 없습니다: 파일이 {1}바이트입니다. 세션 파일은 1 GiB로 제한됩니다</translation>
    </message>
    <message>
        <source>cannot read {0}: the file is larger than 1 GiB, the limit for session files</source>
        <translation>{0}을(를) 읽을 수 없습니다: 파일이 세션 파일의 한도인 1 GiB보다 큽니다</translation>
    </message>
    <message>
        <source>cannot read {0}: a read error occurred</source>
        <translation>{0}을(를) 읽을 수 없습니다: 읽기 오류가 발생했습니다</translation>
    </message>
    <message>
        <source>cannot read {0}: not enough memory</source>
        <translation>{0}을(를) 읽을 수 없습니다: 메모리가 부족합니다</translation>
    </message>
    <message>
        <source>line {0}, column {1}: {2}</source>
        <translation>{0}번째 줄, {1}번째 열: {2}</translation>
    </message>
    <message>
        <source>line {0}, column {1}, {2}: {3}</source>
        <translation>{0}번째 줄, {1}번째 열, {2}: {3}</translation>
    </message>
    <message>
        <source>line {0}, column {1}, {2}: duplicate key &quot;{3}&quot;</source>
        <translation>{0}번째 줄, {1}번째 열, {2}: 키 &quot;{3}&quot;이(가) 중복되었습니다</translation>
    </message>
    <message>
        <source>line {0}, column {1}, {2}: values are nested more than {3} levels deep</source>
        <translation>{0}번째 줄, {1}번째 열, {2}: 값이 {3}단계보다 깊게 중첩되어 있습니다</translation>
    </message>
    <message>
        <source>line {0}, column {1}: binary values are not JSON</source>
        <translation>{0}번째 줄, {1}번째 열: 바이너리 값은 JSON이 아닙니다</translation>
    </message>
    <message>
        <source>the text is not valid JSON</source>
        <translation>텍스트가 유효한 JSON이 아닙니다</translation>
    </message>
    <message>
        <source>not enough memory to read the JSON text</source>
        <translation>JSON 텍스트를 읽기에 메모리가 부족합니다</translation>
    </message>
    <message>
        <source>cannot read the JSON text: {0}</source>
        <translation>JSON 텍스트를 읽을 수 없습니다: {0}</translation>
    </message>
    <message>
        <source>cannot save {0}: {1}</source>
        <translation>{0}을(를) 저장할 수 없습니다: {1}</translation>
    </message>
    <message>
        <source>cannot save {0}: cannot create a file in {1}: {2}</source>
        <translation>{0}을(를) 저장할 수 없습니다: {1}에 파일을 만들 수 없습니다: {2}</translation>
    </message>
    <message>
        <source>cannot save {0}: writing failed: {1}</source>
        <translation>{0}을(를) 저장할 수 없습니다: 쓰기에 실패했습니다: {1}</translation>
    </message>
    <message>
        <source>cannot save {0}: flushing to disk failed: {1}</source>
        <translation>{0}을(를) 저장할 수 없습니다: 디스크로 플러시하지 못했습니다: {1}</translation>
    </message>
    <message>
        <source>cannot save {0}: closing failed: {1}</source>
        <translation>{0}을(를) 저장할 수 없습니다: 파일을 닫지 못했습니다: {1}</translation>
    </message>
    <message>
        <source>cannot save {0}: replacing the file failed: {1}</source>
        <translation>{0}을(를) 저장할 수 없습니다: 파일을 바꾸지 못했습니다: {1}</translation>
    </message>
    <message>
        <source>{0}: cannot open the file: {1}</source>
        <translation>{0}: 파일을 열 수 없습니다: {1}</translation>
    </message>
    <message>
        <source>{0}: this is a directory, not a .npy file</source>
        <translation>{0}: .npy 파일이 아니라 디렉터리입니다</translation>
    </message>
    <message>
        <source>{0}: this is not a regular file; dmlscope reads .npy data from regular files only</source>
        <translation>{0}: 일반 파일이 아닙니다. dmlscope는 일반 파일에서만 .npy 데이터를 읽습니다</translation>
    </message>
    <message>
        <source>{0}: reading the file failed: {1}</source>
        <translation>{0}: 파일을 읽지 못했습니다: {1}</translation>
    </message>
    <message>
        <source>{0}: the file became shorter while it was being read</source>
        <translation>{0}: 읽는 동안 파일이 짧아졌습니다</translation>
    </message>
    <message>
        <source>{0}: reading the data needs {1} of memory, but only {2} is available ({3})</source>
        <translation>{0}: 데이터를 읽으려면 {1}의 메모리가 필요하지만 사용할 수 있는 메모리는 {2}뿐입니다({3})</translation>
    </message>
    <message>
        <source>{0}: not enough memory to read {1} of data</source>
        <translation>{0}: {1}의 데이터를 읽을 메모리가 부족합니다</translation>
    </message>
    <message>
        <source>{0}: the file is {1} bytes long, too short for a .npy file (its preamble alone is {2} bytes)</source>
        <translation>{0}: 파일 길이가 {1}바이트로, .npy 파일로는 너무 짧습니다(프리앰블만 {2}바이트입니다)</translation>
    </message>
    <message>
        <source>{0}: not a .npy file: it starts with &quot;{1}&quot; instead of NumPy&apos;s magic string &quot;\x93NUMPY&quot;</source>
        <translation>{0}: .npy 파일이 아닙니다: NumPy의 매직 문자열 &quot;\x93NUMPY&quot; 대신 &quot;{1}&quot;(으)로 시작합니다</translation>
    </message>
    <message>
        <source>{0}: .npy format version {1}.{2} is not supported; dmlscope reads versions 1.0, 2.0 and 3.0</source>
        <translation>{0}: .npy 형식 버전 {1}.{2}은(는) 지원되지 않습니다. dmlscope는 버전 1.0, 2.0, 3.0을 읽습니다</translation>
    </message>
    <message>
        <source>{0}: the header is {1} bytes long, more than the {2} bytes dmlscope reads</source>
        <translation>{0}: 헤더 길이가 {1}바이트로, dmlscope가 읽는 {2}바이트를 넘습니다</translation>
    </message>
    <message>
        <source>{0}: the file is truncated: its header is {1} bytes long and ends at byte {2}, but the file has only {3} bytes</source>
        <translation>{0}: 파일이 잘렸습니다: 헤더는 {1}바이트이고 바이트 {2}에서 끝나지만, 파일은 {3}바이트뿐입니다</translation>
    </message>
    <message>
        <source>{0}: the header of a version 3.0 file must be UTF-8, but byte {1} of it is not</source>
        <translation>{0}: 버전 3.0 파일의 헤더는 UTF-8이어야 하지만, 헤더의 바이트 {1}은(는) UTF-8이 아닙니다</translation>
    </message>
    <message>
        <source>{0}: the header is malformed: it ends at character {1}, before the dictionary is complete</source>
        <translation>{0}: 헤더 형식이 잘못되었습니다: 딕셔너리가 끝나기 전에 문자 {1}에서 끝납니다</translation>
    </message>
    <message>
        <source>{0}: the header is malformed: expected a value at character {1}, found &quot;{2}&quot;</source>
        <translation>{0}: 헤더 형식이 잘못되었습니다: 문자 {1}에 값이 와야 하지만 &quot;{2}&quot;이(가) 있습니다</translation>
    </message>
    <message>
        <source>{0}: the header is malformed: at character {1}, the name {2} is not a literal (a .npy header holds only strings, numbers, True, False, tuples and lists; nothing in it is evaluated)</source>
        <translation>{0}: 헤더 형식이 잘못되었습니다: 문자 {1}의 이름 {2}은(는) 리터럴이 아닙니다(.npy 헤더에는 문자열, 숫자, True, False, 튜플, 리스트만 들어가며 아무것도 평가되지 않습니다)</translation>
    </message>
    <message>
        <source>{0}: the header is malformed: expected &apos;:&apos; after the key at character {1}, found &quot;{2}&quot;</source>
        <translation>{0}: 헤더 형식이 잘못되었습니다: 문자 {1}의 키 뒤에 &apos;:&apos;이(가) 와야 하지만 &quot;{2}&quot;이(가) 있습니다</translation>
    </message>
    <message>
        <source>{0}: the header is malformed: expected &apos;,&apos; or &apos;{3}&apos; at character {1}, found &quot;{2}&quot;</source>
        <translation>{0}: 헤더 형식이 잘못되었습니다: 문자 {1}에 &apos;,&apos; 또는 &apos;{3}&apos;이(가) 와야 하지만 &quot;{2}&quot;이(가) 있습니다</translation>
    </message>
    <message>
        <source>{0}: the header is malformed: the key {2} at character {1} is not a string</source>
        <translation>{0}: 헤더 형식이 잘못되었습니다: 문자 {1}의 키 {2}은(는) 문자열이 아닙니다</translation>
    </message>
    <message>
        <source>{0}: the header is malformed: the string that starts at character {1} does not end</source>
        <translation>{0}: 헤더 형식이 잘못되었습니다: 문자 {1}에서 시작하는 문자열이 끝나지 않습니다</translation>
    </message>
    <message>
        <source>{0}: the header is malformed: unexpected text after the dictionary at character {1}: &quot;{2}&quot;</source>
        <translation>{0}: 헤더 형식이 잘못되었습니다: 문자 {1}에서 딕셔너리 뒤에 예상치 않은 텍스트가 있습니다: &quot;{2}&quot;</translation>
    </message>
    <message>
        <source>{0}: the header is malformed: its values are nested more than {1} levels deep</source>
        <translation>{0}: 헤더 형식이 잘못되었습니다: 값이 {1}단계보다 깊게 중첩되어 있습니다</translation>
    </message>
    <message>
        <source>{0}: the header is not a dictionary but {1}</source>
        <translation>{0}: 헤더가 딕셔너리가 아니라 {1}입니다</translation>
    </message>
    <message>
        <source>{0}: the header has no &apos;{1}&apos;; a .npy header holds &apos;descr&apos;, &apos;fortran_order&apos; and &apos;shape&apos;</source>
        <translation>{0}: 헤더에 &apos;{1}&apos;이(가) 없습니다. .npy 헤더에는 &apos;descr&apos;, &apos;fortran_order&apos;, &apos;shape&apos;가 들어갑니다</translation>
    </message>
    <message>
        <source>{0}: the header has an unexpected key &apos;{1}&apos;; a .npy header holds only &apos;descr&apos;, &apos;fortran_order&apos; and &apos;shape&apos;</source>
        <translation>{0}: 헤더에 예상치 않은 키 &apos;{1}&apos;이(가) 있습니다. .npy 헤더에는 &apos;descr&apos;, &apos;fortran_order&apos;, &apos;shape&apos;만 들어갑니다</translation>
    </message>
    <message>
        <source>{0}: the header has &apos;{1}&apos; twice</source>
        <translation>{0}: 헤더에 &apos;{1}&apos;이(가) 두 번 있습니다</translation>
    </message>
    <message>
        <source>{0}: &apos;descr&apos; must be a dtype string such as &apos;&lt;f4&apos;, but it is {1}</source>
        <translation>{0}: &apos;descr&apos;은(는) &apos;&lt;f4&apos; 같은 dtype 문자열이어야 하지만 {1}입니다</translation>
    </message>
    <message>
        <source>{0}: the dtype {1} is structured (it has named fields), which is not supported; dmlscope reads f2 f4 f8 i1 i2 i4 i8 u1 u2 u4 u8</source>
        <translation>{0}: dtype {1}은(는) 구조화된 형식(이름 있는 필드가 있음)이므로 지원되지 않습니다. dmlscope는 f2 f4 f8 i1 i2 i4 i8 u1 u2 u4 u8을 읽습니다</translation>
    </message>
    <message>
        <source>{0}: the dtype &apos;{1}&apos; (complex) is not supported; dmlscope reads f2 f4 f8 i1 i2 i4 i8 u1 u2 u4 u8</source>
        <translation>{0}: dtype &apos;{1}&apos;(복소수)은(는) 지원되지 않습니다. dmlscope는 f2 f4 f8 i1 i2 i4 i8 u1 u2 u4 u8을 읽습니다</translation>
    </message>
    <message>
        <source>{0}: the dtype &apos;{1}&apos; (boolean) is not supported; dmlscope reads f2 f4 f8 i1 i2 i4 i8 u1 u2 u4 u8 (save booleans as u1)</source>
        <translation>{0}: dtype &apos;{1}&apos;(불리언)은(는) 지원되지 않습니다. dmlscope는 f2 f4 f8 i1 i2 i4 i8 u1 u2 u4 u8을 읽습니다(불리언은 u1로 저장하십시오)</translation>
    </message>
    <message>
        <source>{0}: the dtype &apos;{1}&apos; (Python objects) is not supported: such a file holds pickled data, which dmlscope never loads; dmlscope reads f2 f4 f8 i1 i2 i4 i8 u1 u2 u4 u8</source>
        <translation>{0}: dtype &apos;{1}&apos;(Python 객체)은(는) 지원되지 않습니다: 이런 파일은 pickle된 데이터를 담고 있으며 dmlscope는 이를 절대 로드하지 않습니다. dmlscope는 f2 f4 f8 i1 i2 i4 i8 u1 u2 u4 u8을 읽습니다</translation>
    </message>
    <message>
        <source>{0}: the dtype &apos;{1}&apos; (strings) is not supported; dmlscope reads f2 f4 f8 i1 i2 i4 i8 u1 u2 u4 u8</source>
        <translation>{0}: dtype &apos;{1}&apos;(문자열)은(는) 지원되지 않습니다. dmlscope는 f2 f4 f8 i1 i2 i4 i8 u1 u2 u4 u8을 읽습니다</translation>
    </message>
    <message>
        <source>{0}: the dtype &apos;{1}&apos; (dates and times) is not supported; dmlscope reads f2 f4 f8 i1 i2 i4 i8 u1 u2 u4 u8</source>
        <translation>{0}: dtype &apos;{1}&apos;(날짜와 시간)은(는) 지원되지 않습니다. dmlscope는 f2 f4 f8 i1 i2 i4 i8 u1 u2 u4 u8을 읽습니다</translation>
    </message>
    <message>
        <source>{0}: the dtype &apos;{1}&apos; is not supported; dmlscope reads f2 f4 f8 i1 i2 i4 i8 u1 u2 u4 u8</source>
        <translation>{0}: dtype &apos;{1}&apos;은(는) 지원되지 않습니다. dmlscope는 f2 f4 f8 i1 i2 i4 i8 u1 u2 u4 u8을 읽습니다</translation>
    </message>
    <message>
        <source>{0}: &apos;fortran_order&apos; must be True or False, but it is {1}</source>
        <translation>{0}: &apos;fortran_order&apos;는 True 또는 False여야 하지만 {1}입니다</translation>
    </message>
    <message>
        <source>{0}: &apos;shape&apos; must be a tuple of integers such as (3, 4), but it is {1}</source>
        <translation>{0}: &apos;shape&apos;는 (3, 4) 같은 정수 튜플이어야 하지만 {1}입니다</translation>
    </message>
    <message>
        <source>{0}: the shape {1} has a negative dimension, {2}</source>
        <translation>{0}: 형상 {1}에 음수 차원 {2}이(가) 있습니다</translation>
    </message>
    <message>
        <source>{0}: the shape {1} has a dimension, {2}, that does not fit in 64 bits</source>
        <translation>{0}: 형상 {1}에 64비트에 들어가지 않는 차원 {2}이(가) 있습니다</translation>
    </message>
    <message>
        <source>{0}: the shape {1} of &apos;{2}&apos; elements needs more than 2^64 - 1 bytes</source>
        <translation>{0}: &apos;{2}&apos; 요소의 형상 {1}에는 2^64 - 1바이트보다 많은 용량이 필요합니다</translation>
    </message>
    <message>
        <source>{0}: the file is truncated: the shape {1} of &apos;{2}&apos; elements needs {3} bytes of data, but the file has only {4} after the header</source>
        <translation>{0}: 파일이 잘렸습니다: &apos;{2}&apos; 요소의 형상 {1}에는 {3}바이트의 데이터가 필요하지만, 파일에는 헤더 뒤에 {4}바이트뿐입니다</translation>
    </message>
    <message>
        <source>{0}: the shape {1} of &apos;{2}&apos; elements needs {3} bytes of data, but the file has {4} after the header</source>
        <translation>{0}: &apos;{2}&apos; 요소의 형상 {1}에는 {3}바이트의 데이터가 필요하지만, 파일에는 헤더 뒤에 {4}바이트가 있습니다</translation>
    </message>
    <message>
        <source>cannot save {0}: DML_TENSOR_DATA_TYPE_UNKNOWN has no .npy dtype</source>
        <translation>{0}을(를) 저장할 수 없습니다: DML_TENSOR_DATA_TYPE_UNKNOWN에 해당하는 .npy dtype이 없습니다</translation>
    </message>
    <message>
        <source>cannot save {0}: the data is {1} bytes, but the shape {2} of &apos;{3}&apos; elements needs {4}</source>
        <translation>{0}을(를) 저장할 수 없습니다: 데이터는 {1}바이트이지만, &apos;{3}&apos; 요소의 형상 {2}에는 {4}이(가) 필요합니다</translation>
    </message>
    <message>
        <source>cannot save {0}: not enough memory for {1} of data</source>
        <translation>{0}을(를) 저장할 수 없습니다: {1}의 데이터를 위한 메모리가 부족합니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected an array of elements or the path of a .npy file, got an empty string</source>
        <translation>{0}번째 줄, {1}: 요소 배열이나 .npy 파일 경로가 와야 하지만 빈 문자열입니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: the file&apos;s shape has a dimension of {2}, more than a DirectML size holds (2^32 - 1)</source>
        <translation>{0}번째 줄, {1}: 파일 형상에 크기 {2}의 차원이 있으며, 이는 DirectML 크기가 담을 수 있는 값(2^32 - 1)을 넘습니다</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}의 데이터 파일: {1}</translation>
    </message>
    <message>
        <source>{0} is {1}, but {2} holds {3} (&apos;{4}&apos;)</source>
        <translation>{0}의 값은 {1}이지만, {2}에는 {3}(&apos;{4}&apos;)이(가) 들어 있습니다</translation>
    </message>
    <message>
        <source>{0} is {1}, but {2} has shape {3}</source>
        <translation>{0}의 값은 {1}이지만, {2}의 형상은 {3}입니다</translation>
    </message>
    <message>
        <source>{0}: with explicit Strides, the file must be 1-D (the buffer in memory order), but {1} has shape {2}</source>
        <translation>{0}: Strides를 명시하면 파일은 1차원(메모리 순서의 버퍼)이어야 하지만, {1}의 형상은 {2}입니다</translation>
    </message>
    <message>
        <source>the tensor&apos;s buffer has {0} bytes, but its sizes and strides reach {1}</source>
        <translation>텐서의 버퍼는 {0}바이트이지만, 크기와 스트라이드는 {1}까지 참조합니다</translation>
    </message>
    <message>
        <source>line {0}, column {1}: this block comment has no closing */</source>
        <translation>{0}번째 줄, {1}번째 열: 이 블록 주석에는 닫는 */가 없습니다</translation>
    </message>
    <message>
        <source>the model text is {0} bytes; DxDispatch models are limited to 1 GiB</source>
        <translation>모델 텍스트가 {0}바이트입니다. DxDispatch 모델은 1 GiB로 제한됩니다</translation>
    </message>
    <message>
        <source>not enough memory to read the model</source>
        <translation>모델을 읽기에 메모리가 부족합니다</translation>
    </message>
    <message>
        <source>cannot read the model: {0}</source>
        <translation>모델을 읽을 수 없습니다: {0}</translation>
    </message>
    <message>
        <source>line {0}: a DxDispatch model holds one JSON object, got {1}</source>
        <translation>{0}번째 줄: DxDispatch 모델은 JSON 객체 하나를 담아야 하지만 {1}입니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: missing: a DxDispatch model needs &quot;{2}&quot;</source>
        <translation>{0}번째 줄, {1}: 없음: DxDispatch 모델에는 &quot;{2}&quot;이(가) 필요합니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected an array, got {2}</source>
        <translation>{0}번째 줄, {1}: 배열이 필요하지만 {2}입니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected true or false, got {2}</source>
        <translation>{0}번째 줄, {1}: true 또는 false가 필요하지만 {2}입니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: missing: a dispatchable needs &quot;{2}&quot;</source>
        <translation>{0}번째 줄, {1}: 없음: 디스패치 대상(dispatchable)에는 &quot;{2}&quot;이(가) 필요합니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: missing: a command needs &quot;type&quot; (&quot;dispatch&quot;, &quot;print&quot; or &quot;writeFile&quot;)</source>
        <translation>{0}번째 줄, {1}: 없음: 명령에는 &quot;type&quot;(&quot;dispatch&quot;, &quot;print&quot; 또는 &quot;writeFile&quot;)이 필요합니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: missing: a &quot;{2}&quot; command needs &quot;{3}&quot;</source>
        <translation>{0}번째 줄, {1}: 없음: &quot;{2}&quot; 명령에는 &quot;{3}&quot;이(가) 필요합니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: unknown command type {2}; DxDispatch runs &quot;dispatch&quot;, &quot;print&quot; and &quot;writeFile&quot; commands</source>
        <translation>{0}번째 줄, {1}: 알 수 없는 명령 유형 {2}입니다. DxDispatch는 &quot;dispatch&quot;, &quot;print&quot;, &quot;writeFile&quot; 명령을 실행합니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: the model has no resource {2} (its resources: {3})</source>
        <translation>{0}번째 줄, {1}: 모델에 리소스 {2}이(가) 없습니다(모델의 리소스: {3})</translation>
    </message>
    <message>
        <source>line {0}, {1}: the model has no dispatchable {2} (its dispatchables: {3})</source>
        <translation>{0}번째 줄, {1}: 모델에 디스패치 대상 {2}이(가) 없습니다(모델의 디스패치 대상: {3})</translation>
    </message>
    <message>
        <source>line {0}, {1}: {2} has no tensor {3} to bind; its bind points are {4}</source>
        <translation>{0}번째 줄, {1}: {2}에는 바인딩할 텐서 {3}이(가) 없습니다. 바인딩 지점은 {4}입니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected a resource name, a binding object (&quot;name&quot;, &quot;elementOffset&quot;, &quot;elementCount&quot;, &quot;elementSizeInBytes&quot;) or an array of them, got {2}</source>
        <translation>{0}번째 줄, {1}: 리소스 이름, 바인딩 객체(&quot;name&quot;, &quot;elementOffset&quot;, &quot;elementCount&quot;, &quot;elementSizeInBytes&quot;) 또는 그 배열이 필요하지만 {2}입니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: missing: a binding object needs &quot;{2}&quot;</source>
        <translation>{0}번째 줄, {1}: 없음: 바인딩 객체에는 &quot;{2}&quot;이(가) 필요합니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: there is no command {2}; the model has {3} commands</source>
        <translation>{0}번째 줄, {1}: 명령 {2}이(가) 없습니다. 모델의 명령은 {3}개입니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: command {2} is a {3} command, not a dispatch; dispatches dmlscope can open: {4}</source>
        <translation>{0}번째 줄, {1}: 명령 {2}은(는) 디스패치가 아니라 {3} 명령입니다. dmlscope가 열 수 있는 디스패치: {4}</translation>
    </message>
    <message>
        <source>line {0}, {1}: command {2} dispatches &apos;{3}&apos; ({4}), which dmlscope does not support; supported dispatches: {5}</source>
        <translation>{0}번째 줄, {1}: 명령 {2}은(는) &apos;{3}&apos;({4})을(를) 디스패치하지만 dmlscope는 이를 지원하지 않습니다. 지원되는 디스패치: {5}</translation>
    </message>
    <message>
        <source>line {0}, {1}: the model has no dispatch command</source>
        <translation>{0}번째 줄, {1}: 모델에 dispatch 명령이 없습니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: missing: nothing is bound to {2}, an input of {3}</source>
        <translation>{0}번째 줄, {1}: 없음: {3}의 입력 {2}에 아무것도 바인딩되지 않았습니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: nothing is bound to {2}; DxDispatch would run the operator without an output buffer</source>
        <translation>{0}번째 줄, {1}: {2}에 아무것도 바인딩되지 않았습니다. DxDispatch는 출력 버퍼 없이 연산자를 실행하게 됩니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: {2} resources are bound, but {3} has {4} tensors</source>
        <translation>{0}번째 줄, {1}: 리소스 {2}개가 바인딩되었지만, {3}의 텐서는 {4}개입니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: {2} resources are bound, but {3} is a single tensor</source>
        <translation>{0}번째 줄, {1}: 리소스 {2}개가 바인딩되었지만, {3}은(는) 단일 텐서입니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: the bound offset is {2} bytes, past the end of resource {3} ({4} bytes)</source>
        <translation>{0}번째 줄, {1}: 바인딩된 오프셋은 {2}바이트로, 리소스 {3}({4}바이트)의 끝을 넘습니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: the binding reaches byte {2}, past the end of resource {3} ({4} bytes)</source>
        <translation>{0}번째 줄, {1}: 바인딩이 바이트 {2}까지 이르러 리소스 {3}({4}바이트)의 끝을 넘습니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: the bound offset is {2} bytes; DirectML wants buffer bindings aligned to 16 bytes</source>
        <translation>{0}번째 줄, {1}: 바인딩된 오프셋은 {2}바이트입니다. DirectML에서는 버퍼 바인딩이 16바이트에 맞춰 정렬되어야 합니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: resource {2} has {3} bytes from the bound offset, but {4}&apos;s buffer needs {5}</source>
        <translation>{0}번째 줄, {1}: 리소스 {2}에는 바인딩된 오프셋부터 {3}바이트가 있지만, {4}의 버퍼에는 {5}이(가) 필요합니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: unknown tensor type {2}; dmlscope reads buffer tensors (DML_TENSOR_TYPE_BUFFER, or BUFFER)</source>
        <translation>{0}번째 줄, {1}: 알 수 없는 텐서 유형 {2}입니다. dmlscope는 버퍼 텐서(DML_TENSOR_TYPE_BUFFER 또는 BUFFER)를 읽습니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected a tensor flag name, an array of them or an unsigned 32-bit integer, got {2}</source>
        <translation>{0}번째 줄, {1}: 텐서 플래그 이름, 그 배열 또는 부호 없는 32비트 정수가 필요하지만 {2}입니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: unknown tensor flag {2}; expected DML_TENSOR_FLAG_NONE or DML_TENSOR_FLAG_OWNED_BY_DML (the prefix may be left out)</source>
        <translation>{0}번째 줄, {1}: 알 수 없는 텐서 플래그 {2}입니다. DML_TENSOR_FLAG_NONE 또는 DML_TENSOR_FLAG_OWNED_BY_DML이어야 합니다 (접두사는 생략 가능)</translation>
    </message>
    <message>
        <source>line {0}, {1}: missing: a resource needs &quot;{2}&quot;</source>
        <translation>{0}번째 줄, {1}: 없음: 리소스에는 &quot;{2}&quot;이(가) 필요합니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: missing: this initializer needs &quot;{2}&quot;</source>
        <translation>{0}번째 줄, {1}: 없음: 이 이니셜라이저에는 &quot;{2}&quot;이(가) 필요합니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: missing: these initial values need &quot;initialValuesDataType&quot; (a data type other than UNKNOWN)</source>
        <translation>{0}번째 줄, {1}: 없음: 이 초기값에는 &quot;initialValuesDataType&quot;(UNKNOWN이 아닌 데이터 형식)이 필요합니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: a &quot;deferred&quot; resource has no data until the model runs; dmlscope cannot bind it to a DirectML tensor</source>
        <translation>{0}번째 줄, {1}: &quot;deferred&quot; 리소스는 모델이 실행될 때까지 데이터가 없으므로 dmlscope가 DirectML 텐서에 바인딩할 수 없습니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: a list initializer (values with their own types, for HLSL constant buffers) cannot be bound to a DirectML tensor</source>
        <translation>{0}번째 줄, {1}: 목록 이니셜라이저(HLSL 상수 버퍼용으로 값마다 자체 형식이 있음)는 DirectML 텐서에 바인딩할 수 없습니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: &quot;value&quot; (a constant) excludes &quot;valueStart&quot; (a sequence) and &quot;sourcePath&quot; (a file)</source>
        <translation>{0}번째 줄, {1}: &quot;value&quot;(상수)는 &quot;valueStart&quot;(연속 값) 및 &quot;sourcePath&quot;(파일)와 함께 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: unknown initializer: expected &quot;value&quot; (a constant), &quot;valueStart&quot; (a sequence) or &quot;sourcePath&quot; (a file)</source>
        <translation>{0}번째 줄, {1}: 알 수 없는 이니셜라이저입니다: &quot;value&quot;(상수), &quot;valueStart&quot;(연속 값) 또는 &quot;sourcePath&quot;(파일)가 필요합니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected an array of values, an initializer object or &quot;deferred&quot;, got {2}</source>
        <translation>{0}번째 줄, {1}: 값 배열, 이니셜라이저 객체 또는 &quot;deferred&quot;가 필요하지만 {2}입니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: the initial values are empty; a buffer needs at least one</source>
        <translation>{0}번째 줄, {1}: 초기값이 비어 있습니다. 버퍼에는 값이 하나 이상 필요합니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: valueCount is 0; it must be greater than 0</source>
        <translation>{0}번째 줄, {1}: valueCount가 0입니다. 0보다 커야 합니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: this needs {2} of memory for the model&apos;s data, more than the {3} dmlscope reads from a model</source>
        <translation>{0}번째 줄, {1}: 모델 데이터에 {2}의 메모리가 필요하며, 이는 dmlscope가 모델에서 읽는 한도인 {3}을(를) 넘습니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: this needs {2} of memory for the model&apos;s data, but only {3} is available ({4})</source>
        <translation>{0}번째 줄, {1}: 모델 데이터에 {2}의 메모리가 필요하지만 사용할 수 있는 메모리는 {3}뿐입니다({4})</translation>
    </message>
    <message>
        <source>line {0}, {1}: {2} is an image; dmlscope does not read image initializers (.png, .jpg)</source>
        <translation>{0}번째 줄, {1}: {2}은(는) 이미지입니다. dmlscope는 이미지 이니셜라이저(.png, .jpg)를 읽지 않습니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: {2} does not exist, neither beside the model ({3}) nor in the current folder</source>
        <translation>{0}번째 줄, {1}: {2}이(가) 모델 옆({3})에도 현재 폴더에도 없습니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: {2} is not a regular file</source>
        <translation>{0}번째 줄, {1}: {2}은(는) 일반 파일이 아닙니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: cannot read {2}: {3}</source>
        <translation>{0}번째 줄, {1}: {2}을(를) 읽을 수 없습니다: {3}</translation>
    </message>
    <message>
        <source>line {0}, {1}: {2} became shorter while it was being read ({3} bytes expected, {4} read)</source>
        <translation>{0}번째 줄, {1}: 읽는 동안 {2}이(가) 짧아졌습니다({3}바이트 예상, {4}바이트 읽음)</translation>
    </message>
    <message>
        <source>line {0}, {1}: {2}</source>
        <translation>{0}번째 줄, {1}: {2}</translation>
    </message>
    <message>
        <source>line {0}, {1}: {2} holds {3} (&apos;{4}&apos;), but initialValuesDataType is {5}</source>
        <translation>{0}번째 줄, {1}: {2}에는 {3}(&apos;{4}&apos;)이(가) 들어 있지만, initialValuesDataType은 {5}입니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: missing: a raw file ({2}) needs &quot;initialValuesDataType&quot; (a data type other than UNKNOWN)</source>
        <translation>{0}번째 줄, {1}: 없음: 원시 데이터 파일({2})에는 &quot;initialValuesDataType&quot;(UNKNOWN이 아닌 데이터 형식)이 필요합니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: sizeInBytes is {2}, but the initial values need {3} bytes</source>
        <translation>{0}번째 줄, {1}: sizeInBytes는 {2}이지만, 초기값에는 {3}바이트가 필요합니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: the initial values at offset {2} end at byte {3}, past the buffer&apos;s {4} bytes; give &quot;sizeInBytes&quot;</source>
        <translation>{0}번째 줄, {1}: 오프셋 {2}의 초기값은 바이트 {3}에서 끝나 버퍼의 {4}바이트를 넘습니다. &quot;sizeInBytes&quot;를 지정하십시오</translation>
    </message>
    <message>
        <source>{0}: its buffer size cannot be computed ({1}), so it cannot be written to a DxDispatch model</source>
        <translation>{0}: 버퍼 크기를 계산할 수 없으므로({1}) DxDispatch 모델로 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>{0} has no data; a DxDispatch model needs the elements of every input</source>
        <translation>{0}에는 데이터가 없습니다. DxDispatch 모델에는 모든 입력의 요소가 필요합니다</translation>
    </message>
    <message>
        <source>{0}: element {1} of the buffer is a NaN with bits {2}, but DxDispatch&apos;s &quot;nan&quot; gives {3}; save the model to a file instead, which writes this input as a .npy file</source>
        <translation>{0}: 버퍼의 요소 {1}은(는) 비트가 {2}인 NaN이지만, DxDispatch의 &quot;nan&quot;은 {3}이(가) 됩니다. 대신 모델을 파일로 저장하십시오. 그러면 이 입력은 .npy 파일로 저장됩니다</translation>
    </message>
    <message>
        <source>cannot write the DxDispatch model: {0}</source>
        <translation>DxDispatch 모델을 쓸 수 없습니다: {0}</translation>
    </message>
    <message>
        <source>{0}: cannot compare with {1}: {2}</source>
        <translation>{0}: {1}와(과) 비교할 수 없습니다: {2}</translation>
    </message>
    <message>
        <source>{0}: cannot compare with {1}: the run&apos;s output buffer has {2} bytes, but the output&apos;s sizes and strides reach {3}</source>
        <translation>{0}: {1}와(과) 비교할 수 없습니다: 실행의 출력 버퍼는 {2}바이트이지만, 출력의 크기와 스트라이드는 {3}까지 참조합니다</translation>
    </message>
    <message>
        <source>{0}: cannot compare: {1}</source>
        <translation>{0}: 비교할 수 없습니다: {1}</translation>
    </message>
    <message>
        <source>{0}: cannot compare: cannot read {1}: {2}</source>
        <translation>{0}: 비교할 수 없습니다: {1}을(를) 읽을 수 없습니다: {2}</translation>
    </message>
    <message>
        <source>{0}: cannot compare: {1} holds {2} bytes, but its writeFile&apos;s dimensions {3} of {4} take {5} bytes</source>
        <translation>{0}: 비교할 수 없습니다: {1}은(는) {2}바이트이지만 해당 writeFile의 dimensions {3}({4})은(는) {5}바이트입니다</translation>
    </message>
    <message>
        <source>{0} has Sizes {1}, but {2} has shape {3}; the file must have the shape {4} (leading 1s may differ) or hold the output&apos;s buffer as a 1-D array of at least {5} elements, ({5},)</source>
        <translation>{0}의 Sizes는 {1}이지만, {2}의 형상은 {3}입니다. 파일은 형상이 {4}(앞쪽의 1은 달라도 됨)이거나, 출력 버퍼를 요소 {5}개 이상의 1차원 배열 ({5},)로 담고 있어야 합니다</translation>
    </message>
    <message>
        <source>dimension {0}: {1} mod InputTensor.Sizes[{0}] ({2}) = {3}</source>
        <translation>차원 {0}: {1} mod InputTensor.Sizes[{0}] ({2}) = {3}</translation>
    </message>
    <message>
        <source>dimension {0}: {1} - StartPadding[{0}] ({2}) = {3}</source>
        <translation>차원 {0}: {1} - StartPadding[{0}] ({2}) = {3}</translation>
    </message>
    <message>
        <source>dimension {0}: {1} is outside [0, {2}) (InputTensor.Sizes[{0}]): with DML_PADDING_MODE_CONSTANT the element is PaddingValue</source>
        <translation>차원 {0}: {1}은(는) [0, {2}) (InputTensor.Sizes[{0}]) 범위 밖에 있습니다: DML_PADDING_MODE_CONSTANT에서는 요소가 PaddingValue가 됩니다</translation>
    </message>
    <message>
        <source>dimension {0}: DML_PADDING_MODE_EDGE clamps {1} to [0, {2}]: {3}</source>
        <translation>차원 {0}: DML_PADDING_MODE_EDGE는 {1}을(를) [0, {2}]로 클램프합니다: {3}</translation>
    </message>
    <message>
        <source>dimension {0}: DML_PADDING_MODE_REFLECTION mirrors {1} at the first element, which is not repeated: -({1}) = {2}</source>
        <translation>차원 {0}: DML_PADDING_MODE_REFLECTION은 {1}을(를) 첫 번째 요소에서 미러링합니다(첫 번째 요소는 반복하지 않음): -({1}) = {2}</translation>
    </message>
    <message>
        <source>dimension {0}: DML_PADDING_MODE_REFLECTION mirrors {1} at the last element {2}, which is not repeated: 2 × {2} - {1} = {3}</source>
        <translation>차원 {0}: DML_PADDING_MODE_REFLECTION은 {1}을(를) 마지막 요소 {2}에서 미러링합니다(마지막 요소는 반복하지 않음): 2 × {2} - {1} = {3}</translation>
    </message>
    <message>
        <source>dimension {0}: {1} lies beyond one mirror image, and DML_PADDING_MODE_REFLECTION repeats every 2 × (InputTensor.Sizes[{0}] - 1) = {2}: {1} mod {2} = {3}</source>
        <translation>차원 {0}: {1}은(는) 거울상 하나의 범위를 넘습니다. DML_PADDING_MODE_REFLECTION은 2 × (InputTensor.Sizes[{0}] - 1) = {2}마다 반복됩니다: {1} mod {2} = {3}</translation>
    </message>
    <message>
        <source>dimension {0}: {1} lies beyond one mirror image, and DML_PADDING_MODE_REFLECTION repeats every 2 × (InputTensor.Sizes[{0}] - 1) = {2}: {1} mod {2} = {3}, mirrored: {2} - {3} = {4}</source>
        <translation>차원 {0}: {1}은(는) 거울상 하나의 범위를 넘습니다. DML_PADDING_MODE_REFLECTION은 2 × (InputTensor.Sizes[{0}] - 1) = {2}마다 반복됩니다: {1} mod {2} = {3}, 미러링하면 {2} - {3} = {4}</translation>
    </message>
    <message>
        <source>dimension {0}: DML_PADDING_MODE_SYMMETRIC mirrors {1} at the first element, which is repeated: -1 - ({1}) = {2}</source>
        <translation>차원 {0}: DML_PADDING_MODE_SYMMETRIC은 {1}을(를) 첫 번째 요소에서 미러링합니다(첫 번째 요소도 반복함): -1 - ({1}) = {2}</translation>
    </message>
    <message>
        <source>dimension {0}: DML_PADDING_MODE_SYMMETRIC mirrors {1} at the last element {2}, which is repeated: 2 × {2} + 1 - {1} = {3}</source>
        <translation>차원 {0}: DML_PADDING_MODE_SYMMETRIC은 {1}을(를) 마지막 요소 {2}에서 미러링합니다(마지막 요소도 반복함): 2 × {2} + 1 - {1} = {3}</translation>
    </message>
    <message>
        <source>dimension {0}: {1} lies beyond one mirror image, and DML_PADDING_MODE_SYMMETRIC repeats every 2 × InputTensor.Sizes[{0}] = {2}: {1} mod {2} = {3}</source>
        <translation>차원 {0}: {1}은(는) 거울상 하나의 범위를 넘습니다. DML_PADDING_MODE_SYMMETRIC은 2 × InputTensor.Sizes[{0}] = {2}마다 반복됩니다: {1} mod {2} = {3}</translation>
    </message>
    <message>
        <source>dimension {0}: {1} lies beyond one mirror image, and DML_PADDING_MODE_SYMMETRIC repeats every 2 × InputTensor.Sizes[{0}] = {2}: {1} mod {2} = {3}, mirrored: {2} - 1 - {3} = {4}</source>
        <translation>차원 {0}: {1}은(는) 거울상 하나의 범위를 넘습니다. DML_PADDING_MODE_SYMMETRIC은 2 × InputTensor.Sizes[{0}] = {2}마다 반복됩니다: {1} mod {2} = {3}, 미러링하면 {2} - 1 - {3} = {4}</translation>
    </message>
    <message>
        <source>{0}{1} is the padding constant: PaddingValue {2} converted to {3} is {4}</source>
        <translation>{0}{1}은(는) 패딩 상수입니다: PaddingValue {2}을(를) {3}(으)로 변환하면 {4}입니다</translation>
    </message>
    <message>
        <source>dimension {0}: row {1} = {2} × BlockSize ({3}) + {4}: input row {2}, block row {4}</source>
        <translation>차원 {0}: 행 {1} = {2} × BlockSize ({3}) + {4}: 입력 행 {2}, 블록 내 행 {4}</translation>
    </message>
    <message>
        <source>dimension {0}: column {1} = {2} × BlockSize ({3}) + {4}: input column {2}, block column {4}</source>
        <translation>차원 {0}: 열 {1} = {2} × BlockSize ({3}) + {4}: 입력 열 {2}, 블록 내 열 {4}</translation>
    </message>
    <message>
        <source>dimension {0} (Axis): OutputTensors[0] is the first output, so it begins at 0 of InputTensor along Axis {0}</source>
        <translation>차원 {0}(Axis): OutputTensors[0]은(는) 첫 번째 출력이므로 Axis {0}을(를) 따라 InputTensor의 0에서 시작합니다</translation>
    </message>
    <message>
        <source>dimension {0} (Axis): OutputTensors[{1}] begins at {2} of InputTensor along Axis {0}, after the outputs before it: {3}</source>
        <translation>차원 {0}(Axis): OutputTensors[{1}]은(는) 앞선 출력들 뒤에 이어지므로 Axis {0}을(를) 따라 InputTensor의 {2}에서 시작합니다: {3}</translation>
    </message>
    <message>
        <source>dimension {0} (Axis): {1} + {2} = {3}</source>
        <translation>차원 {0}(Axis): {1} + {2} = {3}</translation>
    </message>
    <message>
        <source>dimension {0} (Axis): the inputs&apos; sizes along Axis add up as {1}; {2} falls in InputTensors[{3}], which covers [{4}, {5})</source>
        <translation>차원 {0}(Axis): Axis 방향 입력 크기를 차례로 더하면 {1}입니다. {2}은(는) [{4}, {5}) 범위를 차지하는 InputTensors[{3}]에 속합니다</translation>
    </message>
    <message>
        <source>dimension {0} (Axis): {1} - {2} = {3}</source>
        <translation>차원 {0}(Axis): {1} - {2} = {3}</translation>
    </message>
    <message>
        <source>dimension {0}: {1} is copied unchanged</source>
        <translation>차원 {0}: {1}은(는) 그대로 복사됩니다</translation>
    </message>
    <message>
        <source>{0}{1} comes from {2}{3}</source>
        <translation>{0}{1}의 원본은 {2}{3}입니다</translation>
    </message>
    <message>
        <source>{0}{1} feeds {2} output elements</source>
        <translation>{0}{1}을(를) 읽는 출력 요소는 {2}개입니다</translation>
    </message>
    <message>
        <source>{0}{1} feeds 1 output element</source>
        <translation>{0}{1}을(를) 읽는 출력 요소는 1개입니다</translation>
    </message>
    <message>
        <source>the operator has no tensor {0} (its tensors: {1})</source>
        <translation>연산자에 텐서 {0}이(가) 없습니다(있는 텐서: {1})</translation>
    </message>
    <message>
        <source>coordinate {1} of {0} is {2}, but {0}.Sizes[{1}] is {3}: it must be below that</source>
        <translation>{0}의 좌표 {1}은(는) {2}이지만 {0}.Sizes[{1}]는 {3}입니다: 이보다 작아야 합니다</translation>
    </message>
    <message>
        <source>&quot;{0}&quot;: expected FIELD=VALUE, such as Order=COLUMN_ROW_DEPTH</source>
        <translation>&quot;{0}&quot;: Order=COLUMN_ROW_DEPTH처럼 FIELD=VALUE 형식이어야 합니다</translation>
    </message>
    <message>
        <source>{1} has no field &quot;{0}&quot; that a variant can set; its fields are {2}</source>
        <translation>{1}에는 변형에서 설정할 수 있는 필드 &quot;{0}&quot;이(가) 없습니다. 설정할 수 있는 필드는 {2}입니다</translation>
    </message>
    <message>
        <source>{0}={1}: {2}</source>
        <translation>{0}={1}은(는) 유효하지 않습니다: {2}</translation>
    </message>
    <message>
        <source>the device allows only {0} bytes in one buffer, less than its storage-buffer alignment ({1} bytes)</source>
        <translation>장치가 버퍼 하나에 허용하는 크기는 {0}바이트뿐이며, 스토리지 버퍼 정렬({1}바이트)보다 작습니다</translation>
    </message>
    <message>
        <source>{0} is {1}, but OutputTensor.DataType is {2}; PaddingValueDataType must match it</source>
        <translation>{0}은(는) {1}이지만 OutputTensor.DataType은 {2}입니다. PaddingValueDataType은 이와 일치해야 합니다</translation>
    </message>
    <message>
        <source>{0}{1} is the padding constant: PaddingValue {2}, a {3} as PaddingValueDataType says</source>
        <translation>{0}{1}은(는) 패딩 상수입니다: PaddingValue {2} (PaddingValueDataType에 따른 {3})</translation>
    </message>
    <message>
        <source>line {0}, {1}: its data type is UNKNOWN, so the value has no type to be read as</source>
        <translation>{0}번째 줄, {1}: 데이터 형식이 UNKNOWN이므로 값을 읽을 형식이 없습니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: a {2} value is a number or an object with the one member &quot;{3}&quot;, got {4}</source>
        <translation>{0}번째 줄, {1}: {2} 값은 숫자이거나 멤버 &quot;{3}&quot; 하나만 있는 객체여야 하는데 {4}입니다</translation>
    </message>
    <message>
        <source>{0} is 0; the input window must not be empty</source>
        <translation>{0}이(가) 0입니다. 입력 창은 비어 있으면 안 됩니다</translation>
    </message>
    <message>
        <source>{0} is 0; a window stride must be positive or negative</source>
        <translation>{0}이(가) 0입니다. 창 스트라이드는 양수 또는 음수여야 합니다</translation>
    </message>
    <message>
        <source>{0}: InputWindowOffsets[{1}] + InputWindowSizes[{1}] = {2}, but InputTensor.Sizes[{1}] is {3}; the window must lie inside the input</source>
        <translation>{0}: InputWindowOffsets[{1}] + InputWindowSizes[{1}] = {2}이지만, InputTensor.Sizes[{1}]는 {3}입니다. 창은 입력 안에 있어야 합니다</translation>
    </message>
    <message>
        <source>{0} is {1}, but the window copies at most 1 + (InputWindowSizes[{2}] ({3}) - 1) / |InputWindowStrides[{2}]| ({4}) = {5} elements</source>
        <translation>{0}의 값은 {1}이지만, 창이 복사할 수 있는 요소는 최대 1 + (InputWindowSizes[{2}] ({3}) - 1) / |InputWindowStrides[{2}]| ({4}) = {5}개입니다</translation>
    </message>
    <message>
        <source>{0}: the slice reads up to Offsets[{1}] + (Sizes[{1}] - 1) × Strides[{1}] = {2}, but InputTensor.Sizes[{1}] is {3}; a slice must not read outside the input</source>
        <translation>{0}: 슬라이스는 Offsets[{1}] + (Sizes[{1}] - 1) × Strides[{1}] = {2}까지 읽지만, InputTensor.Sizes[{1}]는 {3}입니다. 슬라이스는 입력 밖을 읽으면 안 됩니다</translation>
    </message>
    <message>
        <source>dimension {0}: InputWindowOffsets[{0}] ({1}) + {2} × InputWindowStrides[{0}] ({3}) = {4}</source>
        <translation>차원 {0}: InputWindowOffsets[{0}] ({1}) + {2} × InputWindowStrides[{0}] ({3}) = {4}</translation>
    </message>
    <message>
        <source>dimension {0}: InputWindowStrides[{0}] is negative, so the copy starts at the window&apos;s end, InputWindowOffsets[{0}] ({1}) + InputWindowSizes[{0}] ({2}) - 1 = {3}: {3} + {4} × ({5}) = {6}</source>
        <translation>차원 {0}: InputWindowStrides[{0}]가 음수이므로 복사는 창의 끝 InputWindowOffsets[{0}] ({1}) + InputWindowSizes[{0}] ({2}) - 1 = {3}에서 시작합니다: {3} + {4} × ({5}) = {6}</translation>
    </message>
    <message>
        <source>dimension {0}: Offsets[{0}] ({1}) + {2} × Strides[{0}] ({3}) = {4}</source>
        <translation>차원 {0}: Offsets[{0}] ({1}) + {2} × Strides[{0}] ({3}) = {4}</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected a signed 32-bit integer, got {2}</source>
        <translation>{0}번째 줄, {1}: 부호 있는 32비트 정수가 필요하지만 {2}입니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected an array of signed 32-bit integers, got {2}</source>
        <translation>{0}번째 줄, {1}: 부호 있는 32비트 정수의 배열이 필요하지만 {2}입니다</translation>
    </message>
    <message>
        <source>{0} is {1}, which is not divisible by BlockSize = {2}</source>
        <translation>{0}의 값은 {1}이며, BlockSize = {2}(으)로 나누어떨어지지 않습니다</translation>
    </message>
    <message>
        <source>dimension {0}: DML_DEPTH_SPACE_ORDER_COLUMN_ROW_DEPTH reads output channel {1} as input channel {2} × BlockSize² ({3}) + block {4}; block {4} = block row {5} × BlockSize ({6}) + block column {7}</source>
        <translation>차원 {0}: DML_DEPTH_SPACE_ORDER_COLUMN_ROW_DEPTH는 출력 채널 {1}을(를) 입력 채널 {2} × BlockSize² ({3}) + 블록 {4}(으)로 읽습니다. 블록 {4} = 블록 내 행 {5} × BlockSize ({6}) + 블록 내 열 {7}</translation>
    </message>
    <message>
        <source>dimension {0}: row {1} × BlockSize ({2}) + block row {3} = input row {4}</source>
        <translation>차원 {0}: 행 {1} × BlockSize ({2}) + 블록 내 행 {3} = 입력 행 {4}</translation>
    </message>
    <message>
        <source>dimension {0}: column {1} × BlockSize ({2}) + block column {3} = input column {4}</source>
        <translation>차원 {0}: 열 {1} × BlockSize ({2}) + 블록 내 열 {3} = 입력 열 {4}</translation>
    </message>
    <message>
        <source>{0} is {1}, but the tensors have {2} dimensions; Axis must be below that</source>
        <translation>{0}의 값은 {1}이지만, 텐서는 {2}차원입니다. Axis는 이보다 작아야 합니다</translation>
    </message>
    <message>
        <source>{0} is {1}, but IndicesTensor has {2} dimensions; IndexDimensions can be at most that</source>
        <translation>{0}의 값은 {1}이지만, IndicesTensor는 {2}차원입니다. IndexDimensions는 이 값 이하여야 합니다</translation>
    </message>
    <message>
        <source>{0} is {1}, but only IndicesTensor&apos;s last IndexDimensions ({2}) dimensions hold indices; the ones before them must be 1</source>
        <translation>{0}의 값은 {1}이지만, 인덱스를 담는 것은 IndicesTensor의 마지막 IndexDimensions({2})개 차원뿐입니다. 그 앞의 차원은 크기가 1이어야 합니다</translation>
    </message>
    <message>
        <source>{0}: the gather&apos;s output needs {2} dimensions ({3}), but the tensors have {1}; only leading sizes of 1 may be left out</source>
        <translation>{0}: Gather의 출력에는 {2}개 차원({3})이 필요하지만 텐서는 {1}차원입니다. 생략할 수 있는 것은 앞쪽의 크기 1인 차원뿐입니다</translation>
    </message>
    <message>
        <source>{0} is {1}, but InputTensor.Sizes[{2}] is {3}; IndicesTensor must match InputTensor in every dimension but Axis</source>
        <translation>{0}의 값은 {1}이지만, InputTensor.Sizes[{2}]는 {3}입니다. Axis를 제외한 모든 차원에서 IndicesTensor의 크기가 InputTensor와 같아야 합니다</translation>
    </message>
    <message>
        <source>{0} is {1}, but IndicesTensor.Sizes[{2}] is {3}; UpdatesTensor must have the indices&apos; sizes</source>
        <translation>{0}의 값은 {1}이지만, IndicesTensor.Sizes[{2}]는 {3}입니다. UpdatesTensor의 크기는 인덱스의 크기와 같아야 합니다</translation>
    </message>
    <message>
        <source>{0}: {1} is outside {2}..{3} on axis {4}</source>
        <translation>{0}: {1}은(는) 축 {4}의 범위 {2}..{3}을(를) 벗어납니다</translation>
    </message>
    <message>
        <source>{0}: writes OutputTensor{1}, which IndicesTensor{2} writes too; DirectML does not say which update wins (dmlscope keeps the later one, as the page&apos;s example does)</source>
        <translation>{0}: OutputTensor{1}에 쓰지만, IndicesTensor{2}도 같은 곳에 씁니다. 어느 업데이트가 남는지는 DirectML에 정해져 있지 않습니다(dmlscope는 페이지의 예제처럼 나중 업데이트를 남깁니다)</translation>
    </message>
    <message>
        <source>{0}: Axis {3} takes {1} = {4} → {2}</source>
        <translation>{0}: Axis {3}의 좌표는 {1} = {4} → {2}</translation>
    </message>
    <message>
        <source>{0} = {1} is negative, so it counts from the end of dimension {2}: {1} + {3} = {4}</source>
        <translation>{0} = {1}은(는) 음수이므로 차원 {2}의 끝에서부터 셉니다: {1} + {3} = {4}</translation>
    </message>
    <message>
        <source>{0} = {1} is outside {2}..{3} on axis {4}: DirectML leaves the result undefined; dmlscope clamps it to {5}</source>
        <translation>{0} = {1}은(는) 축 {4}의 범위 {2}..{3}을(를) 벗어납니다: DirectML에서는 결과가 정의되지 않습니다. dmlscope는 {5}(으)로 클램프합니다</translation>
    </message>
    <message>
        <source>{0} is {1}, but it must be 1 to {2}, the tensors&apos; DimensionCount</source>
        <translation>{0}의 값은 {1}이지만, 1부터 텐서의 DimensionCount인 {2}까지의 값이어야 합니다</translation>
    </message>
    <message>
        <source>{0} is {1}, but only the last {2} ({3}) dimensions are meaningful; the ones before them must be 1</source>
        <translation>{0}의 값은 {1}이지만, 의미가 있는 것은 마지막 {2}({3})개 차원뿐입니다. 그 앞의 차원은 크기가 1이어야 합니다</translation>
    </message>
    <message>
        <source>{0} is {1}: each index tuple addresses that many InputTensor dimensions, but only {2} follow the batch dimensions</source>
        <translation>{0}의 값은 {1}입니다. 각 인덱스 튜플은 그 수만큼 InputTensor의 차원을 가리키지만, 배치 차원 뒤에 오는 차원은 {2}개뿐입니다</translation>
    </message>
    <message>
        <source>{0} is {1}, but {2} is {3}; the batch dimensions of both tensors must agree</source>
        <translation>{0}의 값은 {1}이지만, {2}의 값은 {3}입니다. 두 텐서의 배치 차원이 일치해야 합니다</translation>
    </message>
    <message>
        <source>{0} needs {2} dimensions ({3}), but the tensors have {1}; only leading sizes of 1 may be left out</source>
        <translation>{0}에는 {2}개 차원({3})이 필요하지만 텐서는 {1}차원입니다. 생략할 수 있는 것은 앞쪽의 크기 1인 차원뿐입니다</translation>
    </message>
    <message>
        <source>the GPU numbers UpdatesTensor&apos;s elements in 32 bits, and it has {0}; run it on the CPU</source>
        <translation>GPU는 UpdatesTensor의 요소 번호를 32비트로 매기는데, 요소가 {0}개 있습니다. CPU에서 실행하십시오</translation>
    </message>
    <message>
        <source>{0} is {1}, but it must be below IndicesDimensionCount ({2}) and at most InputDimensionCount ({3})</source>
        <translation>{0}은(는) {1}이지만 IndicesDimensionCount({2})보다 작고 InputDimensionCount({3}) 이하여야 합니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: command {2} is a {3} command, not a dispatch, and no dispatch of the model is of an operator dmlscope supports ({4})</source>
        <translation>{0}번째 줄, {1}: 명령 {2}은(는) 디스패치가 아니라 {3} 명령이며, 모델에는 dmlscope가 지원하는 연산자({4})의 디스패치가 없습니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: command {2} dispatches &apos;{3}&apos; ({4}), which dmlscope does not support, and no dispatch of the model is of an operator it supports ({5})</source>
        <translation>{0}번째 줄, {1}: 명령 {2}은(는) &apos;{3}&apos;({4})을(를) 디스패치하지만 dmlscope는 이를 지원하지 않으며, 모델에는 dmlscope가 지원하는 연산자({5})의 디스패치가 없습니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: no dispatch of the model is of an operator dmlscope supports ({3}); its dispatches: {2}</source>
        <translation>{0}번째 줄, {1}: 모델에 dmlscope가 지원하는 연산자({3})의 디스패치가 없습니다. 모델의 디스패치: {2}</translation>
    </message>
    <message>
        <source>{0} lets a compute shader use only {1} storage buffers, and dmlscope&apos;s shaders need {2}; use the CPU backend</source>
        <translation>{0}에서는 컴퓨트 셰이더가 스토리지 버퍼를 {1}개만 쓸 수 있지만 dmlscope의 셰이더에는 {2}개가 필요합니다. CPU 백엔드를 사용하십시오</translation>
    </message>
    <message>
        <source>dimension {0}: the output&apos;s coordinate {1} is InputTensor&apos;s coordinate in dimension {2}</source>
        <translation>차원 {0}: 출력의 좌표 {1}은(는) InputTensor의 차원 {2} 좌표입니다</translation>
    </message>
    <message>
        <source>dimension {0}: the output&apos;s coordinate {1} is IndicesTensor&apos;s coordinate in dimension {2}</source>
        <translation>차원 {0}: 출력의 좌표 {1}은(는) IndicesTensor의 차원 {2} 좌표입니다</translation>
    </message>
    <message>
        <source>dimension {0}: the output&apos;s coordinate {1} is UpdatesTensor&apos;s coordinate in dimension {2}</source>
        <translation>차원 {0}: 출력의 좌표 {1}은(는) UpdatesTensor의 차원 {2} 좌표입니다</translation>
    </message>
    <message>
        <source>dimension {0}: the output&apos;s coordinate {1} is the batch: InputTensor&apos;s coordinate in dimension {2} and IndicesTensor&apos;s in dimension {3}</source>
        <translation>차원 {0}: 출력의 좌표 {1}은(는) 배치입니다: InputTensor의 차원 {2} 좌표이자 IndicesTensor의 차원 {3} 좌표입니다</translation>
    </message>
    <message>
        <source>{0}&apos;s dimension {1} is 0: {0}.Sizes[{1}] is 1</source>
        <translation>{0}의 차원 {1}은(는) 0: {0}.Sizes[{1}]이(가) 1이기 때문</translation>
    </message>
    <message>
        <source>{0}&apos;s dimensions {1} to {2} are 0: their sizes are 1</source>
        <translation>{0}의 차원 {1}부터 {2}까지는 0: 크기가 1이기 때문</translation>
    </message>
    <message>
        <source>{0}: Axis {3} takes the index at the output&apos;s own coordinates, {1} = {4} → {2}</source>
        <translation>{0}: Axis {3}은(는) 출력 자신의 좌표에 있는 인덱스를 씁니다, {1} = {4} → {2}</translation>
    </message>
    <message>
        <source>Scatter: {1} = {5} sends {0} to {2} along Axis {4}; no other index in {3} does</source>
        <translation>Scatter: {1} = {5}은(는) Axis {4}를 따라 {0}을(를) {2}(으)로 보냅니다. {3}의 다른 인덱스는 이곳으로 보내지 않습니다</translation>
    </message>
    <message>
        <source>Scatter: {1} = {5} sends {0} to {2} along Axis {4}; {6} indices in {3} send updates there, and dmlscope keeps the last (DirectML leaves the winner undefined)</source>
        <translation>Scatter: {1} = {5}은(는) Axis {4}를 따라 {0}을(를) {2}(으)로 보냅니다. {3}의 인덱스 {6}개가 이곳으로 업데이트를 보내며 dmlscope는 마지막 것을 남깁니다(DirectML에서는 어느 것이 남을지 정의되지 않음)</translation>
    </message>
    <message>
        <source>{0}: tuple entry {5}, {1} = {3}, picks coordinate {4} of InputTensor&apos;s dimension {2}</source>
        <translation>{0}: 튜플 항목 {5}, {1} = {3}은(는) InputTensor의 차원 {2}의 좌표 {4}을(를) 고릅니다</translation>
    </message>
    <message>
        <source>{0}: tuple entry {5}, {1} = {3}, picks coordinate {4} of OutputTensor&apos;s dimension {2}</source>
        <translation>{0}: 튜플 항목 {5}, {1} = {3}은(는) OutputTensor의 차원 {2}의 좌표 {4}을(를) 고릅니다</translation>
    </message>
    <message>
        <source>UpdatesTensor&apos;s dimension {0} is {1}, the tuple&apos;s coordinate in IndicesTensor&apos;s dimension {2}</source>
        <translation>UpdatesTensor의 차원 {0}은(는) {1}: IndicesTensor의 차원 {2}에서 튜플의 좌표</translation>
    </message>
    <message>
        <source>ScatterND: the tuple {1} sends {0} to {2}; no other tuple picks those coordinates</source>
        <translation>ScatterND: 튜플 {1}은(는) {0}을(를) {2}(으)로 보냅니다. 다른 튜플은 그 좌표를 고르지 않습니다</translation>
    </message>
    <message>
        <source>ScatterND: the tuple {1} sends {0} to {2}; {3} tuples pick those coordinates, and dmlscope keeps the last update (DirectML leaves the winner undefined)</source>
        <translation>ScatterND: 튜플 {1}은(는) {0}을(를) {2}(으)로 보냅니다. 튜플 {3}개가 그 좌표를 고르며 dmlscope는 마지막 업데이트를 남깁니다(DirectML에서는 어느 것이 남을지 정의되지 않음)</translation>
    </message>
    <message>
        <source>Scatter: no index in {0} selects {2} along Axis {1}, so no update lands here and the element keeps the input&apos;s</source>
        <translation>Scatter: {0}의 어떤 인덱스도 Axis {1}를 따라 {2}을(를) 고르지 않으므로 이곳에 업데이트가 오지 않고 요소는 입력의 값을 유지합니다</translation>
    </message>
    <message>
        <source>Scatter: the output&apos;s coordinate {1} in dimension {0} lies beyond UpdatesTensor.Sizes[{0}] ({2}), so no update lands here and the element keeps the input&apos;s</source>
        <translation>Scatter: 차원 {0}의 출력 좌표 {1}은(는) UpdatesTensor.Sizes[{0}]({2})를 넘으므로 이곳에 업데이트가 오지 않고 요소는 입력의 값을 유지합니다</translation>
    </message>
    <message>
        <source>ScatterND: no tuple of IndicesTensor picks {0}, so no update lands here and the element keeps the input&apos;s</source>
        <translation>ScatterND: IndicesTensor의 어떤 튜플도 {0}을(를) 고르지 않으므로 이곳에 업데이트가 오지 않고 요소는 입력의 값을 유지합니다</translation>
    </message>
    <message>
        <source>dimension {0}: {1} - StartPadding[{0}] ({2}) = {3}, which is inside [0, {4}) (InputTensor.Sizes[{0}]): the input coordinate</source>
        <translation>차원 {0}: {1} - StartPadding[{0}]({2}) = {3}. 이 값은 [0, {4})(InputTensor.Sizes[{0}]) 안에 있으므로 입력 좌표입니다</translation>
    </message>
    <message>
        <source>dimension {0}: with DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW the input channel is (block row {1} × BlockSize ({2}) + block column {3}) × OutputTensor.Sizes[1] ({4}) + output channel {5} = {6}</source>
        <translation>차원 {0}: DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW에서 입력 채널은 (블록 행 {1} × BlockSize({2}) + 블록 열 {3}) × OutputTensor.Sizes[1]({4}) + 출력 채널 {5} = {6}</translation>
    </message>
    <message>
        <source>dimension {0}: with DML_DEPTH_SPACE_ORDER_COLUMN_ROW_DEPTH the input channel is output channel {1} × BlockSize² ({2}) + block row {3} × BlockSize ({4}) + block column {5} = {6}</source>
        <translation>차원 {0}: DML_DEPTH_SPACE_ORDER_COLUMN_ROW_DEPTH에서 입력 채널은 출력 채널 {1} × BlockSize²({2}) + 블록 행 {3} × BlockSize({4}) + 블록 열 {5} = {6}</translation>
    </message>
    <message>
        <source>dimension {0}: DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW reads output channel {1} as block {2} × InputTensor.Sizes[1] ({3}) + input channel {4}; block {2} = block row {5} × BlockSize ({6}) + block column {7}</source>
        <translation>차원 {0}: DML_DEPTH_SPACE_ORDER_DEPTH_COLUMN_ROW는 출력 채널 {1}을(를) 블록 {2} × InputTensor.Sizes[1]({3}) + 입력 채널 {4}(으)로 읽습니다. 블록 {2} = 블록 행 {5} × BlockSize({6}) + 블록 열 {7}</translation>
    </message>
    <message>
        <source>{0}{1} is element {2} of its buffer, Σ coordinate × stride = {3}; byte {4} ({5}-byte elements)</source>
        <translation>{0}{1}은(는) 버퍼의 요소 {2}, Σ 좌표 × 스트라이드 = {3}. 바이트 {4}({5}바이트 요소)</translation>
    </message>
    <message>
        <source>{0}{1} feeds no output element</source>
        <translation>{0}{1}은(는) 어떤 출력 요소에도 공급되지 않습니다</translation>
    </message>
    <message>
        <source>{0}{1} feeds no output element: no index selects it</source>
        <translation>{0}{1}은(는) 어떤 출력 요소에도 공급되지 않습니다: 어떤 인덱스도 이것을 고르지 않습니다</translation>
    </message>
    <message>
        <source>{0}{1} feeds no output element: an update lands on OutputTensor{1} instead</source>
        <translation>{0}{1}은(는) 어떤 출력 요소에도 공급되지 않습니다: 대신 업데이트가 OutputTensor{1}에 옵니다</translation>
    </message>
    <message>
        <source>{0}{1} feeds no output element: a later update lands where it would</source>
        <translation>{0}{1}은(는) 어떤 출력 요소에도 공급되지 않습니다: 나중의 업데이트가 같은 곳에 옵니다</translation>
    </message>
    <message>
        <source>{0}{1} chooses the source of {2} output elements</source>
        <translation>{0}{1}은(는) 출력 요소 {2}개의 원본을 고릅니다</translation>
    </message>
    <message>
        <source>{0}{1} chooses the source of 1 output element</source>
        <translation>{0}{1}은(는) 출력 요소 1개의 원본을 고릅니다</translation>
    </message>
    <message>
        <source>{0}{1} chooses the source of no output element</source>
        <translation>{0}{1}은(는) 어떤 출력 요소의 원본도 고르지 않습니다</translation>
    </message>
    <message>
        <source>{0}{1} chooses the source of no output element: a later update lands where its update would</source>
        <translation>{0}{1}은(는) 어떤 출력 요소의 원본도 고르지 않습니다: 나중의 업데이트가 이 업데이트와 같은 곳에 옵니다</translation>
    </message>
    <message>
        <source>{0}{1} is entry {3} of the tuple {0}{2}, which acts as one index</source>
        <translation>{0}{1}은(는) 튜플 {0}{2}의 항목 {3}입니다. 튜플 전체가 하나의 인덱스로 작동합니다</translation>
    </message>
    <message>
        <source>{0}&apos;s DimensionCount is {1}, but the number of coordinates given is {2}</source>
        <translation>{0}의 DimensionCount는 {1}이지만 주어진 좌표 수는 {2}입니다</translation>
    </message>
    <message>
        <source>this run needs {0} of memory on {1} (inputs {2}, outputs {3}, index map {4}, scratch {5}), but its budget is {6} ({7}); try smaller tensors, run without the index map, or use the CPU backend</source>
        <translation>이 실행에는 {1}에서 {0}의 메모리가 필요하지만(입력 {2}, 출력 {3}, 인덱스 맵 {4}, 작업 공간 {5}) 예산은 {6}({7})입니다. 더 작은 텐서를 쓰거나, 인덱스 맵 없이 실행하거나, CPU 백엔드를 쓰십시오</translation>
    </message>
    <message>
        <source>the save of {0} was cancelled; the file is as it was</source>
        <translation>{0} 저장이 취소되었습니다. 파일은 그대로입니다</translation>
    </message>
    <message>
        <source>cannot save {0}: every name from {1} to {2} is taken by another file</source>
        <translation>{0}을(를) 저장할 수 없습니다: {1}부터 {2}까지의 이름을 모두 다른 파일이 쓰고 있습니다</translation>
    </message>
    <message>
        <source>{0}: reading the file was cancelled</source>
        <translation>{0}: 파일 읽기가 취소되었습니다</translation>
    </message>
    <message>
        <source>this run needs {0} of memory (outputs {1}, transfers {3}, writing the result {6}), but only {4} is available ({5}); try smaller tensors</source>
        <translation>이 실행에는 {0}의 메모리가 필요하지만(출력 {1}, 전송 {3}, 결과 쓰기 {6}) 사용할 수 있는 것은 {4}({5})뿐입니다. 더 작은 텐서를 쓰십시오</translation>
    </message>
    <message>
        <source>this run needs {0} of memory (outputs {1}, index map {2}, transfers {3}, writing the result {6}), but only {4} is available ({5}); try smaller tensors, or run without the index map</source>
        <translation>이 실행에는 {0}의 메모리가 필요하지만(출력 {1}, 인덱스 맵 {2}, 전송 {3}, 결과 쓰기 {6}) 사용할 수 있는 것은 {4}({5})뿐입니다. 더 작은 텐서를 쓰거나 인덱스 맵 없이 실행하십시오</translation>
    </message>
    <message>
        <source>the {0} backend does not run {1}; run it on another backend</source>
        <translation>{0} 백엔드는 {1}을(를) 실행하지 않습니다. 다른 백엔드에서 실행하세요</translation>
    </message>
    <message>
        <source>dimension {0}: DML_PADDING_MODE_WRAP repeats the input every InputTensor.Sizes[{0}] = {2} elements: {1} mod {2} = {3}</source>
        <translation>차원 {0}: DML_PADDING_MODE_WRAP은 입력을 InputTensor.Sizes[{0}] = {2}개 요소마다 반복합니다: {1} mod {2} = {3}</translation>
    </message>
    <message>
        <source>line {0}, {1}: command {2} (&apos;{3}&apos;, {4}) is not run: dmlscope does not implement it, so the resources bound to it keep the values they had</source>
        <translation>{0}번째 줄, {1}: 명령 {2} (&apos;{3}&apos;, {4})은(는) 실행되지 않습니다: dmlscope가 구현하지 않으므로 여기에 바인딩된 리소스는 원래 값을 유지합니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: command {2} (&apos;{3}&apos;, {4}) could not run, so the resources bound to its outputs keep the values they had: {5}</source>
        <translation>{0}번째 줄, {1}: 명령 {2} (&apos;{3}&apos;, {4})을(를) 실행할 수 없어 그 출력에 바인딩된 리소스는 원래 값을 유지합니다: {5}</translation>
    </message>
    <message>
        <source>line {0}, {1}: resource {2} may lack what command {3} (&apos;{4}&apos;, {5}) writes, which dmlscope does not run; its values here are those the commands dmlscope ran left (the initial values where none wrote it)</source>
        <translation>{0}번째 줄, {1}: 리소스 {2}에는 dmlscope가 실행하지 않는 명령 {3} (&apos;{4}&apos;, {5})이(가) 쓰는 값이 빠져 있을 수 있습니다. 여기의 값은 dmlscope가 실행한 명령이 남긴 값입니다(아무 명령도 쓰지 않았다면 초기값)</translation>
    </message>
    <message>
        <source>line {0}, {1}: resource {2} lacks what command {3} (&apos;{4}&apos;, {5}) writes, which could not run ({6}); its values here are those the commands dmlscope ran left (the initial values where none wrote it)</source>
        <translation>{0}번째 줄, {1}: 리소스 {2}에는 실행할 수 없었던 명령 {3} (&apos;{4}&apos;, {5})이(가) 쓰는 값이 빠져 있습니다({6}). 여기의 값은 dmlscope가 실행한 명령이 남긴 값입니다(아무 명령도 쓰지 않았다면 초기값)</translation>
    </message>
    <message>
        <source>{0} is set, but the tensors&apos; DataType is {1}: DirectML takes no ScaleBias for 64-bit types; leave it null</source>
        <translation>{0}이(가) 설정되어 있지만 텐서의 DataType은 {1}입니다. DirectML은 64비트 형식에 ScaleBias를 받지 않습니다. null로 두십시오</translation>
    </message>
    <message>
        <source>ScaleBias: {0}{1} = x × Scale + Bias with x = {2}: {2} × {3} + {4} = {5} in FLOAT32, written as {6} {7}</source>
        <translation>ScaleBias: {0}{1} = x × Scale + Bias, x = {2}: FLOAT32로 {2} × {3} + {4} = {5}, {6}(으)로 {7}을(를) 기록합니다</translation>
    </message>
    <message>
        <source>ScaleBias: {0}{1} = {2}{3} × {4} + {5}, computed in FLOAT32 and written back as {6}</source>
        <translation>ScaleBias: {0}{1} = {2}{3} × {4} + {5}. FLOAT32로 계산하여 {6}(으)로 다시 기록합니다</translation>
    </message>
    <message>
        <source>line {0}, {1}: expected null or an object with the numbers Scale and Bias, got {2}</source>
        <translation>{0}번째 줄, {1}: null 또는 숫자 Scale과 Bias를 가진 객체가 필요하지만 {2}입니다</translation>
    </message>
    <message>
        <source>{0} is bound {2} bytes into its resource, but {1} holds only {3} bytes from there; the output&apos;s buffer needs {4}</source>
        <translation>{0}은(는) 리소스의 {2}바이트 위치에 바인딩되어 있지만, {1}에는 그 위치부터 {3}바이트만 있습니다. 출력의 버퍼에는 {4}바이트가 필요합니다</translation>
    </message>
    <message>
        <source>the GPU reads {0} of {1} through at most {4} storage-buffer windows of up to {3} bytes each on this device, and its {2} bytes need more; run it on the CPU</source>
        <translation>GPU는 {1}의 {0}을(를) 이 장치에서 하나에 최대 {3}바이트인 스토리지 버퍼 창 최대 {4}개를 통해 읽는데, 그 {2}바이트에는 그보다 많이 필요합니다. CPU에서 실행하십시오</translation>
    </message>
</context>
<context>
    <name>ElementText</name>
    <message>
        <source>no list in the text: expected something like [[1, 2], [3, 4]]</source>
        <translation>텍스트에 목록이 없습니다: [[1, 2], [3, 4]]와 같은 형식이어야 합니다</translation>
    </message>
    <message>
        <source>a value and a list are mixed at position %1</source>
        <translation>위치 %1에서 값과 목록이 섞여 있습니다</translation>
    </message>
    <message>
        <source>the lists are not nested evenly (position %1)</source>
        <translation>목록의 중첩 깊이가 고르지 않습니다(위치 %1)</translation>
    </message>
    <message>
        <source>the list is ragged: a list of %1 items where the others have %2 (position %3)</source>
        <translation>목록의 길이가 고르지 않습니다: 다른 목록은 항목이 %2개인데 %1개인 목록이 있습니다(위치 %3)</translation>
    </message>
    <message>
        <source>a list is not closed</source>
        <translation>닫히지 않은 목록이 있습니다</translation>
    </message>
    <message>
        <source>the lists are not nested evenly or hold no values</source>
        <translation>목록의 중첩 깊이가 고르지 않거나 값이 없습니다</translation>
    </message>
    <message>
        <source>row %1 has %2 values, but the first row has %3</source>
        <translation>%1행에는 값이 %2개 있지만 첫 행에는 %3개 있습니다</translation>
    </message>
    <message>
        <source>the clipboard holds no values</source>
        <translation>클립보드에 값이 없습니다</translation>
    </message>
</context>
<context>
    <name>Examples</name>
    <message>
        <source>Depth to space: column-row-depth</source>
        <translation>깊이에서 공간으로: 열-행-깊이(COLUMN_ROW_DEPTH)</translation>
    </message>
    <message>
        <source>Moves blocks of 2×2 channels of a 1×8×2×3 UINT32 tensor into space in COLUMN_ROW_DEPTH order (ONNX CRD, PyTorch pixel_shuffle), example 2 of the DML_DEPTH_TO_SPACE1_OPERATOR_DESC page.</source>
        <translation>1×8×2×3 UINT32 텐서의 2×2 채널 블록을 COLUMN_ROW_DEPTH 순서(ONNX CRD, PyTorch pixel_shuffle)로 공간에 옮깁니다. DML_DEPTH_TO_SPACE1_OPERATOR_DESC 페이지의 예제 2입니다.</translation>
    </message>
    <message>
        <source>Depth to space: depth-column-row</source>
        <translation>깊이에서 공간으로: 깊이-열-행(DEPTH_COLUMN_ROW)</translation>
    </message>
    <message>
        <source>Moves blocks of 2×2 channels of a 1×8×2×3 UINT32 tensor into space in DEPTH_COLUMN_ROW order (ONNX DCR), example 1 of the DML_DEPTH_TO_SPACE1_OPERATOR_DESC page.</source>
        <translation>1×8×2×3 UINT32 텐서의 2×2 채널 블록을 DEPTH_COLUMN_ROW 순서(ONNX DCR)로 공간에 옮깁니다. DML_DEPTH_TO_SPACE1_OPERATOR_DESC 페이지의 예제 1입니다.</translation>
    </message>
    <message>
        <source>Join three tensors on axis 1</source>
        <translation>텐서 3개를 축 1에서 결합</translation>
    </message>
    <message>
        <source>Joins three 1×1×2×2 tensors along axis 1 into a 1×3×2×2 tensor, example 2 of the DML_JOIN_OPERATOR_DESC page.</source>
        <translation>1×1×2×2 텐서 3개를 축 1을 따라 결합하여 1×3×2×2 텐서를 만듭니다. DML_JOIN_OPERATOR_DESC 페이지의 예제 2입니다.</translation>
    </message>
    <message>
        <source>Join three tensors on axis 2</source>
        <translation>텐서 3개를 축 2에서 결합</translation>
    </message>
    <message>
        <source>Joins three 1×1×2×2 tensors along axis 2 into a 1×1×6×2 tensor, example 2 of the DML_JOIN_OPERATOR_DESC page.</source>
        <translation>1×1×2×2 텐서 3개를 축 2를 따라 결합하여 1×1×6×2 텐서를 만듭니다. DML_JOIN_OPERATOR_DESC 페이지의 예제 2입니다.</translation>
    </message>
    <message>
        <source>Join three tensors on axis 3</source>
        <translation>텐서 3개를 축 3에서 결합</translation>
    </message>
    <message>
        <source>Joins three 1×1×2×2 tensors along axis 3 into a 1×1×2×6 tensor, example 2 of the DML_JOIN_OPERATOR_DESC page.</source>
        <translation>1×1×2×2 텐서 3개를 축 3을 따라 결합하여 1×1×2×6 텐서를 만듭니다. DML_JOIN_OPERATOR_DESC 페이지의 예제 2입니다.</translation>
    </message>
    <message>
        <source>Join two tensors on axis 3</source>
        <translation>텐서 2개를 축 3에서 결합</translation>
    </message>
    <message>
        <source>Joins a 1×1×2×3 and a 1×1×2×4 tensor along axis 3, the only axis on which their sizes allow it, example 1 of the DML_JOIN_OPERATOR_DESC page.</source>
        <translation>1×1×2×3 텐서와 1×1×2×4 텐서를 크기상 결합이 가능한 유일한 축인 축 3을 따라 결합합니다. DML_JOIN_OPERATOR_DESC 페이지의 예제 1입니다.</translation>
    </message>
    <message>
        <source>Padding: constant</source>
        <translation>패딩: 상수(CONSTANT)</translation>
    </message>
    <message>
        <source>Pads a 1×1×4×4 tensor with the constant 9 (StartPadding {0, 0, 1, 2}, EndPadding {0, 0, 3, 4}), example 1 of the DML_PADDING_OPERATOR_DESC page.</source>
        <translation>1×1×4×4 텐서를 상수 9로 패딩합니다(StartPadding {0, 0, 1, 2}, EndPadding {0, 0, 3, 4}). DML_PADDING_OPERATOR_DESC 페이지의 예제 1입니다.</translation>
    </message>
    <message>
        <source>Padding: edge</source>
        <translation>패딩: 가장자리(EDGE)</translation>
    </message>
    <message>
        <source>Pads a 1×1×4×4 tensor by repeating its edge values (StartPadding {0, 0, 1, 2}, EndPadding {0, 0, 3, 4}), example 2 of the DML_PADDING_OPERATOR_DESC page.</source>
        <translation>1×1×4×4 텐서를 가장자리 값을 반복하여 패딩합니다(StartPadding {0, 0, 1, 2}, EndPadding {0, 0, 3, 4}). DML_PADDING_OPERATOR_DESC 페이지의 예제 2입니다.</translation>
    </message>
    <message>
        <source>Padding: reflection</source>
        <translation>패딩: 반사(REFLECTION)</translation>
    </message>
    <message>
        <source>Pads a 1×1×4×4 tensor by mirroring it without repeating the edge, folding again where the padding is wider than the input (StartPadding {0, 0, 1, 2}, EndPadding {0, 0, 3, 4}), example 3 of the DML_PADDING_OPERATOR_DESC page.</source>
        <translation>1×1×4×4 텐서를 가장자리를 반복하지 않고 미러링하여 패딩하며, 패딩이 입력보다 넓은 곳에서는 다시 접습니다(StartPadding {0, 0, 1, 2}, EndPadding {0, 0, 3, 4}). DML_PADDING_OPERATOR_DESC 페이지의 예제 3입니다.</translation>
    </message>
    <message>
        <source>Padding: symmetric</source>
        <translation>패딩: 대칭(SYMMETRIC)</translation>
    </message>
    <message>
        <source>Pads a 1×1×4×4 tensor by mirroring it including the edge, folding again where the padding is wider than the input (StartPadding {0, 0, 1, 2}, EndPadding {0, 0, 3, 4}), example 4 of the DML_PADDING_OPERATOR_DESC page.</source>
        <translation>1×1×4×4 텐서를 가장자리까지 포함해 미러링하여 패딩하며, 패딩이 입력보다 넓은 곳에서는 다시 접습니다(StartPadding {0, 0, 1, 2}, EndPadding {0, 0, 3, 4}). DML_PADDING_OPERATOR_DESC 페이지의 예제 4입니다.</translation>
    </message>
    <message>
        <source>Split on axis 2</source>
        <translation>축 2에서 분할</translation>
    </message>
    <message>
        <source>Splits a 1×1×6×2 tensor along axis 2 into outputs of 2, 1 and 3 rows, example 1 of the DML_SPLIT_OPERATOR_DESC page.</source>
        <translation>1×1×6×2 텐서를 축 2를 따라 2행, 1행, 3행의 출력으로 분할합니다. DML_SPLIT_OPERATOR_DESC 페이지의 예제 1입니다.</translation>
    </message>
    <message>
        <source>Split on axis 3</source>
        <translation>축 3에서 분할</translation>
    </message>
    <message>
        <source>Splits a 1×1×6×2 tensor along axis 3 into its two columns, example 2 of the DML_SPLIT_OPERATOR_DESC page.</source>
        <translation>1×1×6×2 텐서를 축 3을 따라 두 열로 분할합니다. DML_SPLIT_OPERATOR_DESC 페이지의 예제 2입니다.</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>타일</translation>
    </message>
    <message>
        <source>Repeats a 1×1×2×3 tensor three times along height and width (Repeats {1, 1, 3, 3}), the example of the DML_TILE_OPERATOR_DESC page.</source>
        <translation>1×1×2×3 텐서를 높이와 너비 방향으로 각각 세 번 반복합니다(Repeats {1, 1, 3, 3}). DML_TILE_OPERATOR_DESC 페이지의 예제입니다.</translation>
    </message>
    <message>
        <source>Padding1: constant 9 as a FLOAT32</source>
        <translation>Padding1: FLOAT32 상수 9</translation>
    </message>
    <message>
        <source>Pads a 1×1×4×4 tensor with PaddingValue 9, a FLOAT32 (StartPadding {0, 0, 1, 2}, EndPadding {0, 0, 3, 4}), example 1 of the DML_PADDING1_OPERATOR_DESC page.</source>
        <translation>1×1×4×4 텐서를 FLOAT32 PaddingValue 9로 패딩합니다 (StartPadding {0, 0, 1, 2}, EndPadding {0, 0, 3, 4}). DML_PADDING1_OPERATOR_DESC 페이지의 예 1입니다.</translation>
    </message>
    <message>
        <source>Padding1: edge</source>
        <translation>Padding1: 가장자리 (EDGE)</translation>
    </message>
    <message>
        <source>Pads a 1×1×4×4 tensor by repeating its edge values (StartPadding {0, 0, 1, 2}, EndPadding {0, 0, 3, 4}), example 2 of the DML_PADDING1_OPERATOR_DESC page.</source>
        <translation>1×1×4×4 텐서를 가장자리 값을 반복해 패딩합니다 (StartPadding {0, 0, 1, 2}, EndPadding {0, 0, 3, 4}). DML_PADDING1_OPERATOR_DESC 페이지의 예 2입니다.</translation>
    </message>
    <message>
        <source>Padding1: an INT64 constant beyond 2^53</source>
        <translation>Padding1: 2^53을 넘는 INT64 상수</translation>
    </message>
    <message>
        <source>Pads a 1×4 INT64 tensor with PaddingValue -9007199254740993 (-(2^53 + 1), which no double holds, so the file writes it as a string); StartPadding {0, 1}, EndPadding {1, 2}. Not from the reference page: worked by hand.</source>
        <translation>1×4 INT64 텐서를 PaddingValue -9007199254740993으로 패딩합니다 (-(2^53 + 1)은 double로 나타낼 수 없어 파일에는 문자열로 씁니다). StartPadding {0, 1}, EndPadding {1, 2}. 레퍼런스 페이지의 예가 아니라 손으로 계산해 확인한 것입니다.</translation>
    </message>
    <message>
        <source>Padding1: reflection</source>
        <translation>Padding1: 반사 (REFLECTION)</translation>
    </message>
    <message>
        <source>Pads a 1×1×4×4 tensor with its mirror image, edges not repeated (StartPadding {0, 0, 1, 2}, EndPadding {0, 0, 3, 4}), example 3 of the DML_PADDING1_OPERATOR_DESC page.</source>
        <translation>1×1×4×4 텐서를 거울상으로 패딩합니다. 가장자리는 반복하지 않습니다 (StartPadding {0, 0, 1, 2}, EndPadding {0, 0, 3, 4}). DML_PADDING1_OPERATOR_DESC 페이지의 예 3입니다.</translation>
    </message>
    <message>
        <source>Padding1: symmetric</source>
        <translation>Padding1: 대칭 (SYMMETRIC)</translation>
    </message>
    <message>
        <source>Pads a 1×1×4×4 tensor with its mirror image, edges repeated (StartPadding {0, 0, 1, 2}, EndPadding {0, 0, 3, 4}), example 4 of the DML_PADDING1_OPERATOR_DESC page.</source>
        <translation>1×1×4×4 텐서를 거울상으로 패딩합니다. 가장자리도 반복합니다 (StartPadding {0, 0, 1, 2}, EndPadding {0, 0, 3, 4}). DML_PADDING1_OPERATOR_DESC 페이지의 예 4입니다.</translation>
    </message>
    <message>
        <source>Identity of a broadcast input</source>
        <translation>브로드캐스트된 입력의 항등 복사</translation>
    </message>
    <message>
        <source>A copy through strides: Strides {0, 0, 0, 1} read the four-element buffer 1, 2, 3, 4 as every row of a 3×4 tensor, and the copy writes three real rows. Worked by hand (the DML_ELEMENT_WISE_IDENTITY_OPERATOR_DESC page has no examples).</source>
        <translation>스트라이드를 통한 복사: Strides {0, 0, 0, 1}은 요소 4개짜리 버퍼 1, 2, 3, 4를 3×4 텐서의 모든 행으로 읽고, 복사는 실제 행 3개를 씁니다. 직접 계산한 예입니다(DML_ELEMENT_WISE_IDENTITY_OPERATOR_DESC 페이지에는 예가 없습니다).</translation>
    </message>
    <message>
        <source>Identity of a transposed input</source>
        <translation>전치된 입력의 항등 복사</translation>
    </message>
    <message>
        <source>A copy through strides: the buffer holds the 4×3 matrix 1..12 row by row, and Strides {12, 12, 1, 3} read it as its 3×4 transpose, which the copy writes out packed. The DML_ELEMENT_WISE_IDENTITY_OPERATOR_DESC page has no examples; this one is worked by hand.</source>
        <translation>스트라이드를 통한 복사: 버퍼는 4×3 행렬 1..12를 행 단위로 담고 있고, Strides {12, 12, 1, 3}은 이를 3×4 전치로 읽으며, 복사는 이를 빽빽하게 씁니다. DML_ELEMENT_WISE_IDENTITY_OPERATOR_DESC 페이지에는 예가 없으므로 이 예는 직접 계산한 것입니다.</translation>
    </message>
    <message>
        <source>Slice1 with a negative stride</source>
        <translation>음수 스트라이드의 Slice1</translation>
    </message>
    <message>
        <source>The same window with rows walked backwards from the window&apos;s last row (stride -2): example 2 of the DML_SLICE1_OPERATOR_DESC page.</source>
        <translation>같은 창에서 창의 마지막 행부터 거꾸로 행을 따라갑니다(스트라이드 -2). DML_SLICE1_OPERATOR_DESC 페이지의 예 2입니다.</translation>
    </message>
    <message>
        <source>Slice1 with positive strides</source>
        <translation>양수 스트라이드의 Slice1</translation>
    </message>
    <message>
        <source>Every second row and every second column of a window that leaves out column 0: example 1 of the DML_SLICE1_OPERATOR_DESC page.</source>
        <translation>열 0을 제외한 창에서 한 행 걸러, 한 열 걸러 가져옵니다. DML_SLICE1_OPERATOR_DESC 페이지의 예 1입니다.</translation>
    </message>
    <message>
        <source>Slice, contiguous</source>
        <translation>Slice, 연속</translation>
    </message>
    <message>
        <source>Three rows from row 1 and two columns from column 2: example 1 of the DML_SLICE_OPERATOR_DESC page.</source>
        <translation>행 1부터 3개 행, 열 2부터 2개 열. DML_SLICE_OPERATOR_DESC 페이지의 예 1입니다.</translation>
    </message>
    <message>
        <source>Slice, strided</source>
        <translation>Slice, 스트라이드</translation>
    </message>
    <message>
        <source>Every second row from row 1 and every third column: example 2 of the DML_SLICE_OPERATOR_DESC page.</source>
        <translation>행 1부터 한 행 걸러, 두 열 걸러 가져옵니다. DML_SLICE_OPERATOR_DESC 페이지의 예 2입니다.</translation>
    </message>
    <message>
        <source>Space to depth: column-row-depth</source>
        <translation>공간에서 깊이로: 열-행-깊이(COLUMN_ROW_DEPTH)</translation>
    </message>
    <message>
        <source>Moves 2×2 blocks of pixels of a 1×2×4×6 UINT32 tensor into channels in COLUMN_ROW_DEPTH order (PyTorch pixel_unshuffle), example 2 of the DML_SPACE_TO_DEPTH1_OPERATOR_DESC page: the inverse of DepthToSpace1 example 2.</source>
        <translation>1×2×4×6 UINT32 텐서의 2×2 픽셀 블록을 COLUMN_ROW_DEPTH 순서(PyTorch pixel_unshuffle)로 채널에 옮깁니다. DML_SPACE_TO_DEPTH1_OPERATOR_DESC 페이지의 예제 2이며, DepthToSpace1 예제 2의 역변환입니다.</translation>
    </message>
    <message>
        <source>Space to depth: depth-column-row</source>
        <translation>공간에서 깊이로: 깊이-열-행(DEPTH_COLUMN_ROW)</translation>
    </message>
    <message>
        <source>Moves 2×2 blocks of pixels of a 1×2×4×6 UINT32 tensor into channels in DEPTH_COLUMN_ROW order (ONNX DCR, TensorFlow space_to_depth), example 1 of the DML_SPACE_TO_DEPTH1_OPERATOR_DESC page: the inverse of DepthToSpace1 example 1.</source>
        <translation>1×2×4×6 UINT32 텐서의 2×2 픽셀 블록을 DEPTH_COLUMN_ROW 순서(ONNX DCR, TensorFlow space_to_depth)로 채널에 옮깁니다. DML_SPACE_TO_DEPTH1_OPERATOR_DESC 페이지의 예제 1이며, DepthToSpace1 예제 1의 역변환입니다.</translation>
    </message>
    <message>
        <source>Gather: 1-D remapping</source>
        <translation>Gather: 1차원 재매핑</translation>
    </message>
    <message>
        <source>Five indices pick from a four-element input (3 twice): example 1 of the DML_GATHER_OPERATOR_DESC page.</source>
        <translation>인덱스 5개가 요소 4개짜리 입력에서 요소를 고릅니다(3은 두 번). DML_GATHER_OPERATOR_DESC 페이지의 예제 1입니다.</translation>
    </message>
    <message>
        <source>Gather: columns swapped along Axis 1</source>
        <translation>Gather: Axis 1 방향의 열 교환</translation>
    </message>
    <message>
        <source>Indices {1, 0} swap the two columns of a 3×2 input: example 3 of the DML_GATHER_OPERATOR_DESC page, with IndexDimensions 1 (the page prints 2, which its own size formula turns into a {3, 1, 2} output).</source>
        <translation>인덱스 {1, 0}이 3×2 입력의 두 열을 맞바꿉니다. DML_GATHER_OPERATOR_DESC 페이지의 예제 3이며, IndexDimensions는 1입니다(페이지에는 2로 나와 있지만, 페이지 자체의 크기 공식에 따르면 그 값으로는 출력이 {3, 1, 2}가 됩니다).</translation>
    </message>
    <message>
        <source>GatherElements along Axis 0</source>
        <translation>Axis 0 방향의 GatherElements</translation>
    </message>
    <message>
        <source>Each output element takes the input element of its own column at the row its index names: the example of the DML_GATHER_ELEMENTS_OPERATOR_DESC page (whose OutputTensor says UINT32; it must be the input&apos;s FLOAT32).</source>
        <translation>각 출력 요소는 자신과 같은 열에서 인덱스가 가리키는 행의 입력 요소를 가져옵니다. DML_GATHER_ELEMENTS_OPERATOR_DESC 페이지의 예제입니다(페이지의 OutputTensor는 UINT32로 되어 있지만, 입력과 같은 FLOAT32여야 합니다).</translation>
    </message>
    <message>
        <source>Gather: negative INT64 indices</source>
        <translation>Gather: 음수 INT64 인덱스</translation>
    </message>
    <message>
        <source>Signed indices count from the end of the axis (from feature level 3_0): -1 is the last column of a 2×3 input, 0 the first. Worked by hand.</source>
        <translation>부호 있는 인덱스는 축의 끝에서부터 셉니다(기능 수준 3_0부터): -1은 2×3 입력의 마지막 열, 0은 첫 번째 열입니다. 직접 계산한 예입니다.</translation>
    </message>
    <message>
        <source>Gather: nested indices along Axis 1</source>
        <translation>Gather: Axis 1 방향의 중첩 인덱스</translation>
    </message>
    <message>
        <source>A 2×2 block of indices picks rows of a 1×3×2 input: example 5 of the DML_GATHER_OPERATOR_DESC page.</source>
        <translation>2×2 인덱스 블록이 1×3×2 입력의 행을 고릅니다. DML_GATHER_OPERATOR_DESC 페이지의 예제 5입니다.</translation>
    </message>
    <message>
        <source>Gather: nested indices along Axis 2</source>
        <translation>Gather: Axis 2 방향의 중첩 인덱스</translation>
    </message>
    <message>
        <source>A 1×2 block of indices replaces the last axis of a 1×3×3 input; the leading 1 of the four-dimensional result is cropped: example 4 of the DML_GATHER_OPERATOR_DESC page.</source>
        <translation>1×2 인덱스 블록이 1×3×3 입력의 마지막 축을 대체합니다. 4차원 결과의 맨 앞 1은 잘려 나갑니다. DML_GATHER_OPERATOR_DESC 페이지의 예제 4입니다.</translation>
    </message>
    <message>
        <source>Gather: rows along Axis 0</source>
        <translation>Gather: Axis 0 방향의 행</translation>
    </message>
    <message>
        <source>Four indices pick whole rows of a 3×2 input, row 1 twice: example 2 of the DML_GATHER_OPERATOR_DESC page.</source>
        <translation>인덱스 4개가 3×2 입력의 행 전체를 고릅니다(행 1은 두 번). DML_GATHER_OPERATOR_DESC 페이지의 예제 2입니다.</translation>
    </message>
    <message>
        <source>Scatter: 1-D, one index twice</source>
        <translation>Scatter: 1차원, 같은 인덱스 두 번</translation>
    </message>
    <message>
        <source>Four updates into a five-element input; index 3 comes twice and the later update (7) stays, as the page prints: example 1 of the DML_SCATTER_OPERATOR_DESC page. DirectML leaves such a collision undefined, so dmlscope warns.</source>
        <translation>요소 5개짜리 입력에 업데이트 4개를 씁니다. 인덱스 3이 두 번 나오며, 페이지에 나온 대로 나중 업데이트(7)가 남습니다. DML_SCATTER_OPERATOR_DESC 페이지의 예제 1입니다. DirectML에서는 이런 충돌의 결과가 정의되지 않으므로 dmlscope가 경고합니다.</translation>
    </message>
    <message>
        <source>Scatter: rows chosen per column</source>
        <translation>Scatter: 열마다 선택한 행</translation>
    </message>
    <message>
        <source>Each update goes to its own column, at the row its index names: example 2 of the DML_SCATTER_OPERATOR_DESC page (whose InputTensor says {2, 3} over a 3×3 input; it is {3, 3}).</source>
        <translation>각 업데이트는 자신과 같은 열에서 인덱스가 가리키는 행으로 갑니다. DML_SCATTER_OPERATOR_DESC 페이지의 예제 2입니다(페이지의 InputTensor는 3×3 입력인데도 {2, 3}으로 되어 있지만, 실제로는 {3, 3}입니다).</translation>
    </message>
    <message>
        <source>GatherND1: 2-D tuples in three batches</source>
        <translation>GatherND1: 배치 3개의 2차원 튜플</translation>
    </message>
    <message>
        <source>A 3×2 array of 2-D tuples, each indexing into its own batch of the input: output[batch, x] = input[batch, indices[batch, x, 0], indices[batch, x, 1]]. Example 2 of the DML_GATHER_ND1_OPERATOR_DESC page.</source>
        <translation>2차원 튜플의 3×2 배열이며, 각 튜플은 입력에서 자신과 같은 배치 안을 가리킵니다: output[batch, x] = input[batch, indices[batch, x, 0], indices[batch, x, 1]]. DML_GATHER_ND1_OPERATOR_DESC 페이지의 예제 2입니다.</translation>
    </message>
    <message>
        <source>GatherND1: 1-D remapping of rows</source>
        <translation>GatherND1: 행의 1차원 재매핑</translation>
    </message>
    <message>
        <source>Each 1-tuple of IndicesTensor picks a whole row of the 2×2 input: output[y, x] = input[indices[y], x]. Example 1 of the DML_GATHER_ND1_OPERATOR_DESC page.</source>
        <translation>IndicesTensor의 요소 1개짜리 튜플 각각이 2×2 입력의 행 전체를 고릅니다: output[y, x] = input[indices[y], x]. DML_GATHER_ND1_OPERATOR_DESC 페이지의 예제 1입니다.</translation>
    </message>
    <message>
        <source>ScatterND: four 1-tuples into a row of eight</source>
        <translation>ScatterND: 요소 8개짜리 행에 요소 1개짜리 튜플 4개</translation>
    </message>
    <message>
        <source>output = input, then output[indices[x, 0]] = updates[x]. The example of the DML_SCATTER_ND_OPERATOR_DESC page, in shapes its rules allow: the page gives IndicesTensor {4, 1} as FLOAT32 beside 1-D tensors, while every tensor must share one DimensionCount and the indices an integer type, so the input, updates and output gain a leading 1 and the indices are UINT32 (README).</source>
        <translation>output = input으로 한 뒤 output[indices[x, 0]] = updates[x]. DML_SCATTER_ND_OPERATOR_DESC 페이지의 예제를 그 규칙이 허용하는 형상으로 바꾼 것입니다: 페이지에서는 IndicesTensor {4, 1}이 FLOAT32이고 나머지 텐서는 1차원이지만, 모든 텐서의 DimensionCount가 같아야 하고 인덱스는 정수 형식이어야 하므로 입력, 업데이트, 출력 앞에 크기 1인 차원을 추가하고 인덱스는 UINT32로 했습니다(README).</translation>
    </message>
    <message>
        <source>Depth to space (first version)</source>
        <translation>깊이에서 공간으로(첫 번째 버전)</translation>
    </message>
    <message>
        <source>DML_OPERATOR_DEPTH_TO_SPACE, the feature level 1_0 operator without Order: it always moves channels in DEPTH_COLUMN_ROW order (ONNX DCR). The example of the DML_DEPTH_TO_SPACE_OPERATOR_DESC page: 2×2 blocks of channels of a 1×8×2×3 UINT32 tensor become 2×2 blocks of pixels. UINT32 needs feature level 2_1; at 1_0 the operator takes FLOAT32 and FLOAT16.</source>
        <translation>DML_OPERATOR_DEPTH_TO_SPACE는 Order가 없는 기능 수준 1_0 연산자로, 항상 DEPTH_COLUMN_ROW 순서(ONNX DCR)로 채널을 옮깁니다. DML_DEPTH_TO_SPACE_OPERATOR_DESC 페이지의 예제입니다: 1×8×2×3 UINT32 텐서의 2×2 채널 블록이 2×2 픽셀 블록이 됩니다. UINT32에는 기능 수준 2_1이 필요하며, 1_0에서는 FLOAT32와 FLOAT16을 받습니다.</translation>
    </message>
    <message>
        <source>GatherND: 2-D remapping</source>
        <translation>GatherND: 2차원 재매핑</translation>
    </message>
    <message>
        <source>DML_OPERATOR_GATHER_ND, the first version without batches: each 2-tuple of IndicesTensor picks a row of the 2×2×2 input, output[y, x] = input[indices[y, 0], indices[y, 1], x]. Example 2 of the DML_GATHER_ND_OPERATOR_DESC page, in 4 dimensions with UINT32 indices as feature level 2_1 takes them.</source>
        <translation>배치가 없는 첫 번째 버전의 DML_OPERATOR_GATHER_ND입니다. IndicesTensor의 요소 2개짜리 튜플 각각이 2×2×2 입력의 행 하나를 고릅니다: output[y, x] = input[indices[y, 0], indices[y, 1], x]. DML_GATHER_ND_OPERATOR_DESC 페이지의 예제 2이며, 기능 수준 2_1이 받는 4차원과 UINT32 인덱스로 나타냈습니다.</translation>
    </message>
    <message>
        <source>GatherND: 1-D remapping of rows</source>
        <translation>GatherND: 행의 1차원 재매핑</translation>
    </message>
    <message>
        <source>DML_OPERATOR_GATHER_ND, the first version without batches: each 1-tuple of IndicesTensor picks a whole row of the 2×2 input, output[y, x] = input[indices[y], x]. Example 1 of the DML_GATHER_ND_OPERATOR_DESC page. Its tensors have 2 dimensions, which needs feature level 3_0 (2_1 takes exactly 4).</source>
        <translation>배치가 없는 첫 번째 버전의 DML_OPERATOR_GATHER_ND입니다. IndicesTensor의 요소 1개짜리 튜플 각각이 2×2 입력의 행 전체를 고릅니다: output[y, x] = input[indices[y], x]. DML_GATHER_ND_OPERATOR_DESC 페이지의 예제 1입니다. 텐서가 2차원이므로 기능 수준 3_0이 필요합니다(2_1은 정확히 4차원만 받습니다).</translation>
    </message>
    <message>
        <source>Space to depth (first version)</source>
        <translation>공간에서 깊이로(첫 번째 버전)</translation>
    </message>
    <message>
        <source>DML_OPERATOR_SPACE_TO_DEPTH, the feature level 1_0 operator without Order: it always moves pixels into channels in DEPTH_COLUMN_ROW order (ONNX DCR). The example of the DML_SPACE_TO_DEPTH_OPERATOR_DESC page: 2×2 blocks of pixels of a 1×2×4×6 UINT32 tensor become channels, the inverse of the depth to space example. UINT32 needs feature level 2_1; at 1_0 the operator takes FLOAT32 and FLOAT16.</source>
        <translation>DML_OPERATOR_SPACE_TO_DEPTH는 Order가 없는 기능 수준 1_0 연산자로, 항상 DEPTH_COLUMN_ROW 순서(ONNX DCR)로 픽셀을 채널로 옮깁니다. DML_SPACE_TO_DEPTH_OPERATOR_DESC 페이지의 예제입니다: 1×2×4×6 UINT32 텐서의 2×2 픽셀 블록이 채널이 되며, 깊이에서 공간으로 예제의 역변환입니다. UINT32에는 기능 수준 2_1이 필요하며, 1_0에서는 FLOAT32와 FLOAT16을 받습니다.</translation>
    </message>
    <message>
        <source>Padding1: wrap</source>
        <translation>Padding1: 랩 (WRAP)</translation>
    </message>
    <message>
        <source>Pads a 1×1×3×2 INT32 tensor by repeating it whole (StartPadding {0, 0, 4, 1}, EndPadding {0, 0, 2, 5}): the 4 rows before the input are wider than its 3 rows and the 5 columns after it wider than its 2 columns, so both wrap around more than once; rows read input rows 2 0 1 2 │ 0 1 2 │ 0 1. PaddingValue is not read by DML_PADDING_MODE_WRAP, which needs DML_FEATURE_LEVEL_6_4.</source>
        <translation>1×1×3×2 INT32 텐서를 텐서 전체를 반복하여 패딩합니다(StartPadding {0, 0, 4, 1}, EndPadding {0, 0, 2, 5}). 입력 앞의 4개 행은 입력의 3개 행보다 넓고 입력 뒤의 5개 열은 입력의 2개 열보다 넓어서 둘 다 두 번 이상 감아 돕니다. 각 행은 입력의 행 2 0 1 2 │ 0 1 2 │ 0 1을 읽습니다. DML_PADDING_MODE_WRAP은 PaddingValue를 읽지 않으며, 이 모드에는 DML_FEATURE_LEVEL_6_4가 필요합니다.</translation>
    </message>
    <message>
        <source>Padding: wrap</source>
        <translation>패딩: 랩(WRAP)</translation>
    </message>
    <message>
        <source>Pads a 1×1×2×3 tensor by repeating it whole: coordinate j of a padded dimension reads j mod InputTensor.Sizes[k] (StartPadding {0, 0, 1, 4}, EndPadding {0, 0, 3, 5}). The column padding is wider than the 3 columns on both sides and wraps around more than once: the row 1 2 3 becomes 3 1 2 3 │ 1 2 3 │ 1 2 3 1 2. DML_PADDING_MODE_WRAP needs DML_FEATURE_LEVEL_6_4.</source>
        <translation>1×1×2×3 텐서를 텐서 전체를 반복하여 패딩합니다. 패딩되는 차원의 좌표 j는 j mod InputTensor.Sizes[k]를 읽습니다(StartPadding {0, 0, 1, 4}, EndPadding {0, 0, 3, 5}). 열 패딩은 양쪽 모두 3개 열보다 넓어서 두 번 이상 감아 돕니다: 행 1 2 3은 3 1 2 3 │ 1 2 3 │ 1 2 3 1 2가 됩니다. DML_PADDING_MODE_WRAP에는 DML_FEATURE_LEVEL_6_4가 필요합니다.</translation>
    </message>
    <message>
        <source>Identity with ScaleBias</source>
        <translation>ScaleBias가 있는 항등 복사</translation>
    </message>
    <message>
        <source>Each element becomes x × Scale + Bias: the 2×3 input 1..6 with Scale 2 and Bias 10 gives 12, 14, 16, 18, 20, 22 (1 × 2 + 10 = 12, ..., 6 × 2 + 10 = 22), each element where the plain copy puts it. DirectML&apos;s own dml_element_wise_identity model does the same to 1, 2, 3. Worked by hand (the DML_ELEMENT_WISE_IDENTITY_OPERATOR_DESC page has no examples).</source>
        <translation>각 요소는 x × Scale + Bias가 됩니다: 2×3 입력 1..6에 Scale 2와 Bias 10을 적용하면 12, 14, 16, 18, 20, 22가 되며(1 × 2 + 10 = 12, ..., 6 × 2 + 10 = 22), 각 요소는 일반 복사와 같은 위치에 놓입니다. DirectML 자체의 dml_element_wise_identity 모델은 1, 2, 3에 같은 작업을 합니다. 손으로 계산한 예입니다(DML_ELEMENT_WISE_IDENTITY_OPERATOR_DESC 페이지에는 예가 없습니다).</translation>
    </message>
</context>
<context>
    <name>Figure</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1에 쓸 수 없습니다: %2</translation>
    </message>
    <message>
        <source>The mapping of a DirectML operator&apos;s output elements to their sources</source>
        <translation>DirectML 연산자의 출력 요소와 원본의 매핑</translation>
    </message>
    <message>
        <source>%1: the figure must be a .png or .svg file</source>
        <translation>%1: 그림은 .png 또는 .svg 파일이어야 합니다</translation>
    </message>
    <message>
        <source>%1 (left) against %2 (right): %3</source>
        <translation>%1(왼쪽) 대 %2(오른쪽): %3</translation>
    </message>
</context>
<context>
    <name>MappingPainter</name>
    <message>
        <source>no values (not run)</source>
        <translation>값 없음(실행 안 됨)</translation>
    </message>
    <message>
        <source>no layout</source>
        <translation>레이아웃 없음</translation>
    </message>
    <message>
        <source>dimension %1</source>
        <translation>차원 %1</translation>
    </message>
</context>
<context>
    <name>NpyExport</name>
    <message>
        <source>%1 has no valid layout: %2</source>
        <translation>%1에 유효한 레이아웃이 없습니다: %2</translation>
    </message>
    <message>
        <source>%1 has no values yet: the operator has not run</source>
        <translation>%1에는 아직 값이 없습니다: 연산자가 실행되지 않았습니다</translation>
    </message>
    <message>
        <source>%1 has no data to export</source>
        <translation>%1에는 내보낼 데이터가 없습니다</translation>
    </message>
</context>
<context>
    <name>OperatorFields</name>
    <message>
        <source>The input {N, C, H, W}; C must be divisible by BlockSize × BlockSize.</source>
        <translation>입력 {N, C, H, W}입니다. C는 BlockSize × BlockSize로 나누어떨어져야 합니다.</translation>
    </message>
    <message>
        <source>The result {N, C / (BlockSize × BlockSize), H × BlockSize, W × BlockSize}.</source>
        <translation>결과 {N, C / (BlockSize × BlockSize), H × BlockSize, W × BlockSize}입니다.</translation>
    </message>
    <message>
        <source>The side of each block of channels that becomes a block of pixels.</source>
        <translation>픽셀 블록이 되는 채널 블록의 한 변입니다.</translation>
    </message>
    <message>
        <source>DEPTH_COLUMN_ROW is ONNX&apos;s DCR; COLUMN_ROW_DEPTH is ONNX&apos;s CRD and PyTorch&apos;s pixel_shuffle.</source>
        <translation>DEPTH_COLUMN_ROW는 ONNX의 DCR, COLUMN_ROW_DEPTH는 ONNX의 CRD 및 PyTorch의 pixel_shuffle에 해당합니다.</translation>
    </message>
    <message>
        <source>The tensor to copy, read through its strides: a transpose or a broadcast shows here.</source>
        <translation>복사할 텐서입니다. 스트라이드를 통해 읽으므로 전치나 브로드캐스트가 여기에 드러납니다.</translation>
    </message>
    <message>
        <source>The copy: the same data type and sizes as the input.</source>
        <translation>복사본입니다. 데이터 형식과 크기는 입력과 같습니다.</translation>
    </message>
    <message>
        <source>The tensor to read from.</source>
        <translation>읽어 올 텐서입니다.</translation>
    </message>
    <message>
        <source>The indices: each value is a coordinate along Axis of InputTensor, and a negative one counts from the end. Its dimensions before the last IndexDimensions must be 1.</source>
        <translation>인덱스입니다. 각 값은 InputTensor의 Axis를 따른 좌표이며, 음수 값은 끝에서부터 셉니다. 마지막 IndexDimensions개 앞의 차원은 크기가 1이어야 합니다.</translation>
    </message>
    <message>
        <source>The result: the input&apos;s sizes with Axis replaced by the indices&apos; last IndexDimensions sizes, right-aligned to the tensors&apos; DimensionCount.</source>
        <translation>결과입니다. 입력 크기에서 Axis를 인덱스의 마지막 IndexDimensions개 크기로 바꾸고 텐서의 DimensionCount에 맞춰 오른쪽 정렬한 것입니다.</translation>
    </message>
    <message>
        <source>The dimension of InputTensor that the indices choose along.</source>
        <translation>인덱스가 따라가며 고르는 InputTensor의 차원입니다.</translation>
    </message>
    <message>
        <source>How many of IndicesTensor&apos;s last dimensions hold indices; in the output they stand where Axis was.</source>
        <translation>IndicesTensor의 마지막 차원 중 인덱스를 담는 차원의 수입니다. 출력에서는 이 차원들이 Axis 자리에 들어갑니다.</translation>
    </message>
    <message>
        <source>One index per output element: the coordinate along Axis to read, a negative one counting from the end. Its sizes equal the input&apos;s in every dimension but Axis.</source>
        <translation>출력 요소마다 하나씩 있는 인덱스로, 읽을 Axis 방향의 좌표입니다. 음수 값은 끝에서부터 셉니다. Axis를 제외한 모든 차원에서 크기가 입력과 같습니다.</translation>
    </message>
    <message>
        <source>The result: the same sizes as IndicesTensor.</source>
        <translation>결과입니다. 크기는 IndicesTensor와 같습니다.</translation>
    </message>
    <message>
        <source>The dimension of InputTensor whose coordinate the indices replace.</source>
        <translation>인덱스가 좌표를 대체하는 InputTensor의 차원입니다.</translation>
    </message>
    <message>
        <source>The tensor to read from; only its last InputDimensionCount dimensions are meaningful, the ones before must be 1.</source>
        <translation>읽어 올 텐서입니다. 의미가 있는 것은 마지막 InputDimensionCount개 차원뿐이며, 그 앞의 차원은 크기가 1이어야 합니다.</translation>
    </message>
    <message>
        <source>Index tuples along its last dimension: each tuple names coordinates of the input&apos;s dimensions after the batches. Only its last IndicesDimensionCount dimensions are meaningful.</source>
        <translation>마지막 차원을 따라 놓인 인덱스 튜플입니다. 각 튜플은 배치 차원 뒤에 오는 입력 차원의 좌표를 지정합니다. 의미가 있는 것은 마지막 IndicesDimensionCount개 차원뿐입니다.</translation>
    </message>
    <message>
        <source>How many of InputTensor&apos;s last dimensions are meaningful: 1 to the tensors&apos; DimensionCount.</source>
        <translation>InputTensor의 마지막 차원 중 의미가 있는 차원의 수로, 1부터 텐서의 DimensionCount까지입니다.</translation>
    </message>
    <message>
        <source>How many of IndicesTensor&apos;s last dimensions are meaningful: 1 to the tensors&apos; DimensionCount.</source>
        <translation>IndicesTensor의 마지막 차원 중 의미가 있는 차원의 수로, 1부터 텐서의 DimensionCount까지입니다.</translation>
    </message>
    <message>
        <source>How many of the meaningful dimensions, from the first, are batches that InputTensor and IndicesTensor share; below IndicesDimensionCount and at most InputDimensionCount.</source>
        <translation>의미가 있는 차원 중 앞에서부터 몇 개가 InputTensor와 IndicesTensor가 공유하는 배치 차원인지입니다. IndicesDimensionCount보다 작고 InputDimensionCount 이하입니다.</translation>
    </message>
    <message>
        <source>The tensor to pad.</source>
        <translation>패딩할 텐서입니다.</translation>
    </message>
    <message>
        <source>The result: each dimension is the input&apos;s size plus its start and end padding.</source>
        <translation>결과입니다. 각 차원은 입력 크기에 시작 및 끝 패딩을 더한 값입니다.</translation>
    </message>
    <message>
        <source>The constant for DML_PADDING_MODE_CONSTANT, converted to the tensor&apos;s data type.</source>
        <translation>DML_PADDING_MODE_CONSTANT에 쓰는 상수이며, 텐서의 데이터 형식으로 변환됩니다.</translation>
    </message>
    <message>
        <source>The number of entries in StartPadding and EndPadding; it must equal the tensors&apos; DimensionCount.</source>
        <translation>StartPadding과 EndPadding의 항목 수입니다. 텐서의 DimensionCount와 같아야 합니다.</translation>
    </message>
    <message>
        <source>Elements added before the start of each dimension.</source>
        <translation>각 차원의 시작 앞에 추가하는 요소 수입니다.</translation>
    </message>
    <message>
        <source>Elements added after the end of each dimension.</source>
        <translation>각 차원의 끝 뒤에 추가하는 요소 수입니다.</translation>
    </message>
    <message>
        <source>The data type PaddingValue is read as; it must be OutputTensor&apos;s DataType.</source>
        <translation>PaddingValue를 읽을 때의 데이터 형식입니다. OutputTensor의 DataType과 같아야 합니다.</translation>
    </message>
    <message>
        <source>The constant for DML_PADDING_MODE_CONSTANT, exactly as PaddingValueDataType holds it (64-bit integers too).</source>
        <translation>DML_PADDING_MODE_CONSTANT에서 쓰는 상수입니다. PaddingValueDataType이 담는 그대로 정확하게 다룹니다 (64비트 정수 포함).</translation>
    </message>
    <message>
        <source>The tensor the output starts from: an element no update reaches keeps its value.</source>
        <translation>출력의 바탕이 되는 텐서입니다. 업데이트가 오지 않는 요소는 그 값을 유지합니다.</translation>
    </message>
    <message>
        <source>For each update, the coordinate along Axis where it lands, a negative one counting from the end. Its sizes equal the input&apos;s in every dimension but Axis.</source>
        <translation>각 업데이트가 놓이는 Axis 방향의 좌표입니다. 음수 값은 끝에서부터 셉니다. Axis를 제외한 모든 차원에서 크기가 입력과 같습니다.</translation>
    </message>
    <message>
        <source>The values to write: each lands at its own coordinates with Axis replaced by its index. It has the indices&apos; sizes.</source>
        <translation>쓸 값입니다. 각 값은 자신의 좌표에서 Axis를 해당 인덱스로 바꾼 위치에 놓입니다. 크기는 인덱스와 같습니다.</translation>
    </message>
    <message>
        <source>The result: the input with the updates written in, so the same sizes as the input.</source>
        <translation>결과입니다. 업데이트를 써 넣은 입력이므로 크기는 입력과 같습니다.</translation>
    </message>
    <message>
        <source>The dimension along which the indices place the updates.</source>
        <translation>인덱스가 업데이트를 배치하는 방향의 차원입니다.</translation>
    </message>
    <message>
        <source>The tensor the output starts from; only its last InputDimensionCount dimensions are meaningful, the ones before must be 1.</source>
        <translation>출력의 바탕이 되는 텐서입니다. 의미가 있는 것은 마지막 InputDimensionCount개 차원뿐이며, 그 앞의 차원은 크기가 1이어야 합니다.</translation>
    </message>
    <message>
        <source>Index tuples along its last dimension: each tuple names the coordinates, in the input&apos;s first meaningful dimensions, where a block of updates lands.</source>
        <translation>마지막 차원을 따라 놓인 인덱스 튜플입니다. 각 튜플은 업데이트 블록이 놓일 위치를 입력의 앞쪽부터 의미 있는 차원의 좌표로 지정합니다.</translation>
    </message>
    <message>
        <source>The blocks of updates: its sizes are the indices&apos; dimensions before the tuple, then the input&apos;s dimensions after the indexed ones.</source>
        <translation>업데이트 블록입니다. 크기는 튜플 앞의 인덱스 차원에, 인덱스가 가리키는 차원 뒤의 입력 차원이 이어진 것입니다.</translation>
    </message>
    <message>
        <source>The tensor to take the slice from.</source>
        <translation>슬라이스를 가져올 텐서입니다.</translation>
    </message>
    <message>
        <source>The slice: along each dimension at most 1 + (window size - 1) / |stride| elements.</source>
        <translation>슬라이스입니다. 각 차원을 따라 최대 1 + (창 크기 - 1) / |스트라이드|개의 요소입니다.</translation>
    </message>
    <message>
        <source>The length of the window arrays; it must equal the tensors&apos; dimension count.</source>
        <translation>창 배열의 길이입니다. 텐서의 차원 수와 같아야 합니다.</translation>
    </message>
    <message>
        <source>Where the input window begins in each dimension.</source>
        <translation>각 차원에서 입력 창이 시작하는 위치입니다.</translation>
    </message>
    <message>
        <source>The window&apos;s extent in each dimension: at least 1, and offset + size within the input.</source>
        <translation>각 차원에서 창의 범위입니다. 1 이상이고, 오프셋 + 크기가 입력 안에 있어야 합니다.</translation>
    </message>
    <message>
        <source>The step in each dimension, never 0; a negative step copies from the window&apos;s end backwards.</source>
        <translation>각 차원의 단계이며 0일 수 없습니다. 음수 단계는 창의 끝에서 거꾸로 복사합니다.</translation>
    </message>
    <message>
        <source>The slice: its sizes are Sizes.</source>
        <translation>슬라이스입니다. 크기는 Sizes입니다.</translation>
    </message>
    <message>
        <source>The length of Offsets, Sizes and Strides; it must equal the tensors&apos; dimension count.</source>
        <translation>Offsets, Sizes, Strides의 길이입니다. 텐서의 차원 수와 같아야 합니다.</translation>
    </message>
    <message>
        <source>The first input element copied in each dimension.</source>
        <translation>각 차원에서 처음 복사되는 입력 요소입니다.</translation>
    </message>
    <message>
        <source>How many elements to copy in each dimension: the output&apos;s sizes.</source>
        <translation>각 차원에서 복사할 요소 수로, 출력의 크기입니다.</translation>
    </message>
    <message>
        <source>The step between copied elements in each dimension; every read must stay inside the input.</source>
        <translation>각 차원에서 복사되는 요소 사이의 단계입니다. 모든 읽기는 입력 안에 있어야 합니다.</translation>
    </message>
    <message>
        <source>The input {N, C, H, W}; H and W must be divisible by BlockSize.</source>
        <translation>입력 {N, C, H, W}입니다. H와 W는 BlockSize로 나누어떨어져야 합니다.</translation>
    </message>
    <message>
        <source>The result {N, C × BlockSize × BlockSize, H / BlockSize, W / BlockSize}.</source>
        <translation>결과 {N, C × BlockSize × BlockSize, H / BlockSize, W / BlockSize}입니다.</translation>
    </message>
    <message>
        <source>The side of each block of pixels that becomes a block of channels.</source>
        <translation>채널 블록이 되는 픽셀 블록의 한 변입니다.</translation>
    </message>
    <message>
        <source>DEPTH_COLUMN_ROW is ONNX&apos;s and TensorFlow&apos;s order; COLUMN_ROW_DEPTH is PyTorch&apos;s pixel_unshuffle.</source>
        <translation>DEPTH_COLUMN_ROW는 ONNX와 TensorFlow의 순서이고, COLUMN_ROW_DEPTH는 PyTorch의 pixel_unshuffle입니다.</translation>
    </message>
    <message>
        <source>The tensor to split.</source>
        <translation>분할할 텐서입니다.</translation>
    </message>
    <message>
        <source>The number of output tensors.</source>
        <translation>출력 텐서의 수입니다.</translation>
    </message>
    <message>
        <source>The pieces: equal to the input outside Axis; their sizes along Axis sum to the input&apos;s.</source>
        <translation>분할된 조각입니다. Axis 외의 차원에서는 입력과 같고, Axis 방향 크기의 합은 입력의 크기와 같습니다.</translation>
    </message>
    <message>
        <source>The dimension to split along.</source>
        <translation>분할할 차원입니다.</translation>
    </message>
    <message>
        <source>The number of input tensors.</source>
        <translation>입력 텐서의 수입니다.</translation>
    </message>
    <message>
        <source>The pieces to join: equal to the output outside Axis; their sizes along Axis sum to the output&apos;s.</source>
        <translation>결합할 조각입니다. Axis 외의 차원에서는 출력과 같고, Axis 방향 크기의 합은 출력의 크기와 같습니다.</translation>
    </message>
    <message>
        <source>The result of joining the inputs along Axis.</source>
        <translation>입력을 Axis를 따라 결합한 결과입니다.</translation>
    </message>
    <message>
        <source>The dimension to join along.</source>
        <translation>결합할 차원입니다.</translation>
    </message>
    <message>
        <source>The tensor to repeat.</source>
        <translation>반복할 텐서입니다.</translation>
    </message>
    <message>
        <source>The result: each dimension is the input&apos;s size times its repeat count.</source>
        <translation>결과입니다. 각 차원은 입력 크기에 반복 횟수를 곱한 값입니다.</translation>
    </message>
    <message>
        <source>The number of entries in Repeats; it must equal InputTensor&apos;s DimensionCount.</source>
        <translation>Repeats의 항목 수입니다. InputTensor의 DimensionCount와 같아야 합니다.</translation>
    </message>
    <message>
        <source>How many times to repeat the input along each dimension.</source>
        <translation>각 차원을 따라 입력을 반복할 횟수입니다.</translation>
    </message>
    <message>
        <source>The result: the batches, the indices&apos; dimensions between the batches and the tuple, then the input&apos;s dimensions after the indexed ones, right-aligned.</source>
        <translation>결과입니다. 배치 차원, 배치 차원과 튜플 사이의 인덱스 차원, 인덱스가 가리키는 차원 뒤의 입력 차원을 차례로 이어 오른쪽 정렬한 것입니다.</translation>
    </message>
    <message>
        <source>The side of each block of channels that becomes a block of pixels; the channels are read in DEPTH_COLUMN_ROW order (ONNX&apos;s DCR), the only order of this first version.</source>
        <translation>픽셀 블록이 되는 채널 블록의 한 변입니다. 채널은 DEPTH_COLUMN_ROW 순서(ONNX의 DCR)로 읽으며, 이 첫 번째 버전에는 이 순서만 있습니다.</translation>
    </message>
    <message>
        <source>Index tuples along its last dimension: each tuple names coordinates of the input&apos;s first meaningful dimensions (this first version has no batches). Only its last IndicesDimensionCount dimensions are meaningful.</source>
        <translation>마지막 차원을 따라 놓인 인덱스 튜플입니다. 각 튜플은 입력의 의미 있는 차원 중 앞쪽 차원의 좌표를 지정합니다(이 첫 번째 버전에는 배치가 없습니다). 의미가 있는 것은 마지막 IndicesDimensionCount개 차원뿐입니다.</translation>
    </message>
    <message>
        <source>The result: the indices&apos; dimensions before the tuple, then the input&apos;s dimensions after the indexed ones, right-aligned.</source>
        <translation>결과입니다. 튜플 앞의 인덱스 차원, 인덱스가 가리키는 차원 뒤의 입력 차원을 차례로 이어 오른쪽 정렬한 것입니다.</translation>
    </message>
    <message>
        <source>How the padding is filled: a constant, the edge value, a reflection without the edge, a mirror with it, or the whole input repeated (WRAP, from DML_FEATURE_LEVEL_6_4).</source>
        <translation>패딩을 채우는 방법: 상수, 가장자리 값, 가장자리를 제외한 반사, 가장자리를 포함한 미러, 또는 입력 전체의 반복(WRAP, DML_FEATURE_LEVEL_6_4부터)입니다.</translation>
    </message>
    <message>
        <source>The side of each block of pixels that becomes a block of channels, stacked in DEPTH_COLUMN_ROW order (ONNX&apos;s), the only order of this first version.</source>
        <translation>채널 블록이 되는 픽셀 블록의 한 변으로, DEPTH_COLUMN_ROW 순서(ONNX의 순서)로 쌓입니다. 이 첫 번째 버전에는 이 순서만 있습니다.</translation>
    </message>
    <message>
        <source>Optional: each element becomes x × Scale + Bias, computed in FLOAT32 and written back in the tensor&apos;s type. Null copies the elements unchanged. Not for 64-bit types.</source>
        <translation>선택 사항: 각 요소는 x × Scale + Bias가 되며, FLOAT32로 계산되어 텐서의 형식으로 다시 기록됩니다. null이면 요소를 그대로 복사합니다. 64비트 형식에는 사용할 수 없습니다.</translation>
    </message>
</context>
<context>
    <name>OperatorForm</name>
    <message>
        <source>The type of every element (DML_TENSOR_DATA_TYPE).</source>
        <translation>모든 요소의 형식(DML_TENSOR_DATA_TYPE)입니다.</translation>
    </message>
    <message>
        <source>DML_TENSOR_FLAG_NONE, or DML_TENSOR_FLAG_OWNED_BY_DML for weights DirectML owns.</source>
        <translation>DML_TENSOR_FLAG_NONE 또는 DirectML이 소유하는 가중치의 경우 DML_TENSOR_FLAG_OWNED_BY_DML입니다.</translation>
    </message>
    <message>
        <source>The number of dimensions; left out, it is the length of Sizes.</source>
        <translation>차원 수입니다. 생략하면 Sizes의 길이가 됩니다.</translation>
    </message>
    <message>
        <source>The size of each dimension, outermost first.</source>
        <translation>각 차원의 크기입니다(가장 바깥쪽 차원부터).</translation>
    </message>
    <message>
        <source>Elements to step per index in each dimension; left out, the tensor is packed row-major. A stride of 0 repeats elements.</source>
        <translation>각 차원에서 인덱스가 1 증가할 때 건너뛰는 요소 수입니다. 생략하면 텐서는 행 우선으로 압축됩니다. 스트라이드 0은 요소를 반복합니다.</translation>
    </message>
    <message>
        <source>The buffer&apos;s size in bytes; left out, DirectML&apos;s minimum for these sizes and strides (a multiple of 4).</source>
        <translation>버퍼 크기(바이트)입니다. 생략하면 이 크기와 스트라이드에 대한 DirectML의 최소 크기(4의 배수)가 됩니다.</translation>
    </message>
    <message>
        <source>The alignment the buffer&apos;s base offset is guaranteed to have: 0, or a power of two of at least 16.</source>
        <translation>버퍼의 기본 오프셋이 보장하는 정렬입니다. 0이거나 16 이상인 2의 거듭제곱입니다.</translation>
    </message>
    <message>
        <source>Copy and reshape</source>
        <translation>복사와 형태 변경</translation>
    </message>
    <message>
        <source>Padding</source>
        <translation>패딩</translation>
    </message>
    <message>
        <source>Gather and scatter</source>
        <translation>개더와 스캐터</translation>
    </message>
</context>
<context>
    <name>RenderCommand</name>
    <message>
        <source>--select %1: expected TENSOR:i,j,... such as OutputTensor:0,0,3,4</source>
        <translation>--select %1: OutputTensor:0,0,3,4처럼 TENSOR:i,j,... 형식이어야 합니다</translation>
    </message>
    <message>
        <source>--select: the operator has no tensor %1 (it has %2)</source>
        <translation>--select: 연산자에 텐서 %1이(가) 없습니다(있는 텐서: %2)</translation>
    </message>
    <message>
        <source>--select: %1 has no valid layout: %2</source>
        <translation>--select: %1에 유효한 레이아웃이 없습니다: %2</translation>
    </message>
    <message>
        <source>--select: %1 has %2 dimensions, but %3 indices were given</source>
        <translation>--select: %1은(는) %2차원이지만 인덱스가 %3개 지정되었습니다</translation>
    </message>
    <message>
        <source>--select: index %1 of %2 is &apos;%3&apos;, but it must be below %4</source>
        <translation>--select: %2의 인덱스 %1은(는) &apos;%3&apos;이지만 %4보다 작아야 합니다</translation>
    </message>
    <message>
        <source>%1 needs a value</source>
        <translation>%1에는 값이 필요합니다</translation>
    </message>
    <message>
        <source>--scale %1: expected a number from 0.1 to 16</source>
        <translation>--scale %1: 0.1에서 16 사이의 숫자여야 합니다</translation>
    </message>
    <message>
        <source>--theme %1: expected light or dark</source>
        <translation>--theme %1: light 또는 dark여야 합니다</translation>
    </message>
    <message>
        <source>unknown option %1
%2</source>
        <translation>알 수 없는 옵션 %1
%2</translation>
    </message>
    <message>
        <source>more than one session file (%1 and %2)</source>
        <translation>세션 파일이 둘 이상 지정되었습니다(%1, %2)</translation>
    </message>
    <message>
        <source>the run failed: %1</source>
        <translation>실행에 실패했습니다: %1</translation>
    </message>
    <message>
        <source>wrote %1 (%2 × %3)</source>
        <translation>%1을(를) 썼습니다(%2 × %3)</translation>
    </message>
    <message>
        <source>note: %1: %2</source>
        <translation>참고: %1: %2</translation>
    </message>
    <message>
        <source>--dispatch %1: expected the index of a dispatch command (0, 1, ...)</source>
        <translation>--dispatch %1: dispatch 명령의 인덱스(0, 1, ...)여야 합니다</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>참고: %1</translation>
    </message>
    <message>
        <source>--compare and --buffer draw different figures; give one of them</source>
        <translation>--compare와 --buffer는 서로 다른 그림을 그립니다. 둘 중 하나만 지정하십시오</translation>
    </message>
    <message>
        <source>--buffer: the operator has no tensor %1 (it has %2)</source>
        <translation>--buffer: 연산자에 텐서 %1이(가) 없습니다(있는 텐서: %2)</translation>
    </message>
    <message>
        <source>usage: dmlscope render FILE --output FIG.png|FIG.svg [--scale S] [--theme light|dark]
                       [--select TENSOR:i,j,...] [--buffer TENSOR] [--colour-by-source] [--dispatch N]
                       [--node NAME|INDEX]
                       [--compare FIELD=VALUE]
  --buffer TENSOR        draws TENSOR&apos;s buffer in memory order under the grids
  --compare FIELD=VALUE  draws the session beside its variant with FIELD set to VALUE (read as in a
                         session file, e.g. Order=COLUMN_ROW_DEPTH), the differing cells outlined</source>
        <translation>사용법: dmlscope render FILE --output FIG.png|FIG.svg [--scale S] [--theme light|dark]
                        [--select TENSOR:i,j,...] [--buffer TENSOR] [--colour-by-source] [--dispatch N]
                        [--node NAME|INDEX]
                        [--compare FIELD=VALUE]
  --buffer TENSOR        TENSOR의 버퍼를 메모리 순서로 그리드 아래에 그립니다
  --compare FIELD=VALUE  세션과, FIELD를 VALUE로 설정한 변형을 나란히 그리고 서로 다른 셀에
                         윤곽선을 그립니다(VALUE는 세션 파일에서처럼 읽음. 예: Order=COLUMN_ROW_DEPTH)</translation>
    </message>
</context>
<context>
    <name>RunController</name>
    <message>
        <source>the CPU run failed: %1</source>
        <translation>CPU 실행에 실패했습니다: %1</translation>
    </message>
    <message>
        <source>matches the CPU</source>
        <translation>CPU와 일치</translation>
    </message>
    <message numerus="yes">
        <source>%n element(s) differ from the CPU</source>
        <translation>
            <numerusform>%n개 요소가 CPU와 다릅니다</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not run: %n problem(s) in the descriptor</source>
        <translation>
            <numerusform>실행 안 됨: 설명자에 문제가 %n개 있습니다</numerusform>
        </translation>
    </message>
    <message>
        <source>differs from the CPU</source>
        <translation>CPU와 다름</translation>
    </message>
</context>
<context>
    <name>SessionCommands</name>
    <message>
        <source>Change feature level</source>
        <translation>기능 수준 변경</translation>
    </message>
</context>
<context>
    <name>VariantPair</name>
    <message>
        <source>with %1 = %2 the descriptor is invalid:</source>
        <translation>%1 = %2(으)로 하면 설명자가 유효하지 않습니다:</translation>
    </message>
    <message>
        <source>the session is invalid:</source>
        <translation>세션이 유효하지 않습니다:</translation>
    </message>
    <message>
        <source>the run failed: %1</source>
        <translation>실행에 실패했습니다: %1</translation>
    </message>
    <message>
        <source>the run with %1 = %2 failed: %3</source>
        <translation>%1 = %2(으)로 한 실행에 실패했습니다: %3</translation>
    </message>
    <message>
        <source>all %1 elements are the same, in value and in source</source>
        <translation>요소 %1개 모두 값과 원본이 같습니다</translation>
    </message>
    <message>
        <source>%1 of %2 elements differ: %3 by value, %4 by source</source>
        <translation>요소 %2개 중 %1개가 다릅니다: 값이 다른 요소 %3개, 원본이 다른 요소 %4개</translation>
    </message>
    <message>
        <source>; the output shapes differ, and %1 elements lie outside the common region</source>
        <translation>. 출력 형상이 다르며, 요소 %1개가 공통 영역 밖에 있습니다</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::ArrayEditor</name>
    <message>
        <source>Remove the leading entry of %1</source>
        <translation>%1의 맨 앞 항목 제거</translation>
    </message>
    <message>
        <source>Remove leading entry of %1</source>
        <translation>%1의 맨 앞 항목 제거</translation>
    </message>
    <message>
        <source>Add a leading entry to %1</source>
        <translation>%1의 맨 앞에 항목 추가</translation>
    </message>
    <message>
        <source>Add leading entry to %1</source>
        <translation>%1의 맨 앞에 항목 추가</translation>
    </message>
    <message>
        <source>Restore the derived value</source>
        <translation>파생 값으로 복원</translation>
    </message>
    <message>
        <source>Restore %1</source>
        <translation>%1 복원</translation>
    </message>
    <message>
        <source>Overridden: restore the derived value %1</source>
        <translation>재정의됨: 파생 값 %1(으)로 복원</translation>
    </message>
    <message>
        <source>This is the derived value</source>
        <translation>파생 값입니다</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::BufferDock</name>
    <message>
        <source>Buffer</source>
        <translation>버퍼</translation>
    </message>
    <message>
        <source>Buffer slot information</source>
        <translation>버퍼 슬롯 정보</translation>
    </message>
    <message>
        <source>Hover a slot to see the elements that read it; hover a grid cell to see its slot.</source>
        <translation>슬롯 위에 마우스를 올리면 그 슬롯을 읽는 요소가 표시되고, 그리드 셀 위에 마우스를 올리면 그 셀의 슬롯이 표시됩니다.</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::BufferView</name>
    <message>
        <source>Buffer view</source>
        <translation>버퍼 뷰</translation>
    </message>
    <message>
        <source>The selected tensor&apos;s buffer in memory order; hover a slot to see the elements that read it</source>
        <translation>선택한 텐서의 버퍼(메모리 순서)입니다. 슬롯 위에 마우스를 올리면 그 슬롯을 읽는 요소가 표시됩니다</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::CompareVariantDialog</name>
    <message>
        <source>Compare with Another Value</source>
        <translation>다른 값과 비교</translation>
    </message>
    <message>
        <source>Compare with another value</source>
        <translation>다른 값과 비교</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>필드</translation>
    </message>
    <message>
        <source>Second value</source>
        <translation>두 번째 값</translation>
    </message>
    <message>
        <source>as in a session file: COLUMN_ROW_DEPTH, 2, 0,0,1,1</source>
        <translation>세션 파일과 같은 형식: COLUMN_ROW_DEPTH, 2, 0,0,1,1</translation>
    </message>
    <message>
        <source>Problem with the second value</source>
        <translation>두 번째 값의 문제</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>비교</translation>
    </message>
    <message>
        <source>&amp;Field:</source>
        <translation>필드(&amp;F):</translation>
    </message>
    <message>
        <source>&amp;Second value:</source>
        <translation>두 번째 값(&amp;S):</translation>
    </message>
    <message>
        <source>Runs the session again with one field set to another value and shows both outputs side by side.</source>
        <translation>필드 하나를 다른 값으로 설정하여 세션을 다시 실행하고 두 출력을 나란히 표시합니다.</translation>
    </message>
    <message>
        <source>This is the session&apos;s own value: nothing will differ.</source>
        <translation>세션의 현재 값입니다: 달라지는 것이 없습니다.</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::ComparisonView</name>
    <message>
        <source>Comparison of two variants</source>
        <translation>두 변형의 비교</translation>
    </message>
    <message>
        <source>Comparison summary</source>
        <translation>비교 요약</translation>
    </message>
    <message>
        <source>Close Comparison</source>
        <translation>비교 닫기</translation>
    </message>
    <message>
        <source>Close comparison</source>
        <translation>비교 닫기</translation>
    </message>
    <message>
        <source>Back to the mapping view of the session</source>
        <translation>세션의 매핑 뷰로 돌아갑니다</translation>
    </message>
    <message>
        <source>Mapping view of the session</source>
        <translation>세션의 매핑 뷰</translation>
    </message>
    <message>
        <source>Mapping view of the variant</source>
        <translation>변형의 매핑 뷰</translation>
    </message>
    <message>
        <source>Cell information of both variants</source>
        <translation>두 변형의 셀 정보</translation>
    </message>
    <message>
        <source>%1 against %2: %3</source>
        <translation>%1 대 %2: %3</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::CountField</name>
    <message>
        <source>Restore %1</source>
        <translation>%1 복원</translation>
    </message>
    <message>
        <source>Overridden: leave it out again (derived: %1)</source>
        <translation>재정의됨: 다시 생략(파생 값: %1)</translation>
    </message>
    <message>
        <source>Overridden: leave it out again</source>
        <translation>재정의됨: 다시 생략</translation>
    </message>
    <message>
        <source>Left out: the value shown is derived</source>
        <translation>생략됨: 표시된 값은 파생 값입니다</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::DescriptorEditor</name>
    <message>
        <source>Descriptor editor</source>
        <translation>설명자 편집기</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>%1 편집</translation>
    </message>
    <message>
        <source>Restore %1</source>
        <translation>%1 복원</translation>
    </message>
    <message>
        <source>Add an entry to %1</source>
        <translation>%1에 항목 추가</translation>
    </message>
    <message>
        <source>Remove an entry from %1</source>
        <translation>%1에서 항목 제거</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 제거</translation>
    </message>
    <message>
        <source>Add an output tensor</source>
        <translation>출력 텐서 추가</translation>
    </message>
    <message>
        <source>Add an input tensor</source>
        <translation>입력 텐서 추가</translation>
    </message>
    <message>
        <source>set</source>
        <translation>설정</translation>
    </message>
    <message>
        <source>Unchecked: a null ScaleBias, which copies the elements unchanged</source>
        <translation>선택 해제: null ScaleBias이며, 요소를 그대로 복사합니다</translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation>%1 설정</translation>
    </message>
    <message>
        <source>Clear %1</source>
        <translation>%1 지우기</translation>
    </message>
    <message>
        <source>%1
%2 from ONNX (hover for where from)</source>
        <translation>%1
%2 ONNX에서 옴 (가리키면 출처 표시)</translation>
    </message>
    <message>
        <source>From ONNX: %1</source>
        <translation>ONNX에서: %1</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::DiagnosticListModel</name>
    <message>
        <source>Field</source>
        <translation>필드</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>문제</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::DispatchListModel</name>
    <message>
        <source>supported</source>
        <translation>지원됨</translation>
    </message>
    <message>
        <source>not supported</source>
        <translation>지원 안 됨</translation>
    </message>
    <message>
        <source>Command %1 dispatches %2 (%3)</source>
        <translation>명령 %1은(는) %2(%3)을(를) 디스패치합니다</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>명령</translation>
    </message>
    <message>
        <source>Dispatchable</source>
        <translation>디스패치 대상</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>유형</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>상태</translation>
    </message>
    <message>
        <source>dmlscope runs only these DirectML operators: %1</source>
        <translation>dmlscope는 다음 DirectML 연산자만 실행합니다: %1</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::DispatchPickerDialog</name>
    <message>
        <source>Open DxDispatch Model</source>
        <translation>DxDispatch 모델 열기</translation>
    </message>
    <message>
        <source>Choose a dispatch</source>
        <translation>디스패치 선택</translation>
    </message>
    <message numerus="yes">
        <source>%1 dispatches %n operator(s). Which one should dmlscope open?</source>
        <translation>
            <numerusform>%1은(는) 연산자 %n개를 디스패치합니다. dmlscope에서 어느 것을 열까요?</numerusform>
        </translation>
    </message>
    <message>
        <source>Dispatch commands</source>
        <translation>디스패치 명령</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>열기</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::ExplanationModel</name>
    <message>
        <source>Select a cell to see why it holds its value.</source>
        <translation>셀을 선택하면 그 값이 된 이유가 표시됩니다.</translation>
    </message>
    <message>
        <source>The descriptor is invalid, so no element can be explained; the Problems list says why.</source>
        <translation>설명자가 유효하지 않아 요소를 설명할 수 없습니다. 그 이유는 문제 목록에 표시됩니다.</translation>
    </message>
    <message>
        <source>Outputs it feeds: %1</source>
        <translation>이 요소를 읽는 출력: %1</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>… 외 %1개</translation>
    </message>
    <message>
        <source>%1 from ONNX: %2</source>
        <translation>%1 ONNX에서: %2</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::ExportFigureDialog</name>
    <message>
        <source>Export Figure</source>
        <translation>그림 내보내기</translation>
    </message>
    <message>
        <source>File</source>
        <translation>파일</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>찾아보기…</translation>
    </message>
    <message>
        <source>Browse for the figure file</source>
        <translation>그림 파일 찾아보기</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>파일:</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG 이미지 (*.png);;SVG 드로잉 (*.svg)</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>배율</translation>
    </message>
    <message>
        <source>Pixels per unit of the view: 2 gives sharp figures on high-DPI screens (PNG only)</source>
        <translation>뷰의 단위당 픽셀 수입니다. 2로 하면 고해상도(High-DPI) 화면에서도 선명한 그림이 됩니다(PNG만 해당)</translation>
    </message>
    <message>
        <source>Scale:</source>
        <translation>배율:</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>밝게</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>어둡게</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>테마</translation>
    </message>
    <message>
        <source>Theme:</source>
        <translation>테마:</translation>
    </message>
    <message>
        <source>Colour each output cell by its source</source>
        <translation>각 출력 셀을 원본의 색으로 칠하기</translation>
    </message>
    <message>
        <source>Highlight the selected cell and its source</source>
        <translation>선택한 셀과 그 원본을 강조 표시</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::FileJobStatus</name>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>File work</source>
        <translation>파일 작업</translation>
    </message>
    <message>
        <source>File work in progress</source>
        <translation>파일 작업 진행 중</translation>
    </message>
    <message>
        <source>File progress</source>
        <translation>파일 진행률</translation>
    </message>
    <message>
        <source>Cancel the file work</source>
        <translation>파일 작업 취소</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::MainWindow</name>
    <message>
        <source>Open</source>
        <translation>열기</translation>
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
        <translation>%1초</translation>
    </message>
    <message>
        <source>dmlscope</source>
        <translation>dmlscope</translation>
    </message>
    <message>
        <source>Cell information</source>
        <translation>셀 정보</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>실행 중…</translation>
    </message>
    <message>
        <source>Descriptor</source>
        <translation>설명자</translation>
    </message>
    <message>
        <source>Tensor Data</source>
        <translation>텐서 데이터</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>문제</translation>
    </message>
    <message>
        <source>Click a problem to go to its field</source>
        <translation>문제를 클릭하면 해당 필드로 이동합니다</translation>
    </message>
    <message>
        <source>Operator</source>
        <translation>연산자</translation>
    </message>
    <message>
        <source>&amp;Operator</source>
        <translation>연산자(&amp;O)</translation>
    </message>
    <message>
        <source>Feature level</source>
        <translation>기능 수준</translation>
    </message>
    <message>
        <source>The DML_FEATURE_LEVEL whose rules validation applies</source>
        <translation>검증에 적용할 규칙의 DML_FEATURE_LEVEL</translation>
    </message>
    <message>
        <source>&amp;Feature level</source>
        <translation>기능 수준(&amp;F)</translation>
    </message>
    <message>
        <source>Backend</source>
        <translation>백엔드</translation>
    </message>
    <message>
        <source>Where the operator runs</source>
        <translation>연산자를 실행할 곳</translation>
    </message>
    <message>
        <source>Where the operator runs. No GPU: %1</source>
        <translation>연산자를 실행할 곳. GPU 없음: %1</translation>
    </message>
    <message>
        <source>&amp;Backend</source>
        <translation>백엔드(&amp;B)</translation>
    </message>
    <message>
        <source>Cross-check</source>
        <translation>교차 검사</translation>
    </message>
    <message>
        <source>Colour by Source</source>
        <translation>원본별 색상</translation>
    </message>
    <message>
        <source>Ctrl+B</source>
        <translation>Ctrl+B</translation>
    </message>
    <message>
        <source>Paint each output cell in its source&apos;s colour, to see tilings, folds and orders at a glance</source>
        <translation>각 출력 셀을 원본의 색으로 칠해 타일링, 접기, 순서를 한눈에 볼 수 있게 합니다</translation>
    </message>
    <message>
        <source>Run status</source>
        <translation>실행 상태</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>Cancel the run</source>
        <translation>실행 취소</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>새로 만들기(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>열기(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>최근 파일 열기(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>저장(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>다른 이름으로 저장(&amp;A)…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>끝내기(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>실행 취소(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>다시 실행(&amp;R)</translation>
    </message>
    <message>
        <source>Copy Output as &amp;JSON</source>
        <translation>출력을 JSON으로 복사(&amp;J)</translation>
    </message>
    <message>
        <source>Copy Output as &amp;NumPy</source>
        <translation>출력을 NumPy로 복사(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>환경 설정(&amp;P)…</translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <translation>예제(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>확대(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>축소(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Fit</source>
        <translation>맞춤(&amp;F)</translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>테마(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>밝게(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>어둡게(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>실행(&amp;R)</translation>
    </message>
    <message>
        <source>Run &amp;Now</source>
        <translation>지금 실행(&amp;N)</translation>
    </message>
    <message>
        <source>F5</source>
        <translation>F5</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>취소(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About dmlscope</source>
        <translation>dmlscope 정보(&amp;A)</translation>
    </message>
    <message>
        <source>About dmlscope</source>
        <translation>dmlscope 정보</translation>
    </message>
    <message>
        <source>(no examples in this build)</source>
        <translation>(이 빌드에는 예제가 없습니다)</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>예제</translation>
    </message>
    <message>
        <source>Problems (%1)</source>
        <translation>문제(%1)</translation>
    </message>
    <message>
        <source>Ran on %1 in %2</source>
        <translation>%1에서 실행(%2)</translation>
    </message>
    <message>
        <source>cross-check: %1</source>
        <translation>교차 검사: %1</translation>
    </message>
    <message>
        <source>Run failed: %1</source>
        <translation>실행 실패: %1</translation>
    </message>
    <message>
        <source>Run cancelled</source>
        <translation>실행이 취소되었습니다</translation>
    </message>
    <message>
        <source>Select or hover a cell: an output shows its source, an input every output it feeds. Arrow keys move the selection; the wheel zooms; drag to pan.</source>
        <translation>셀을 선택하거나 마우스를 올리세요. 출력 셀은 원본을, 입력 셀은 그 요소를 읽는 모든 출력을 보여 줍니다. 화살표 키로 선택을 옮기고, 휠로 확대/축소하고, 드래그로 이동합니다.</translation>
    </message>
    <message>
        <source>Cannot open %1:
%2</source>
        <translation>%1을(를) 열 수 없습니다:
%2</translation>
    </message>
    <message>
        <source>Cannot open the example %1:
%2</source>
        <translation>예제 %1을(를) 열 수 없습니다:
%2</translation>
    </message>
    <message>
        <source>Cannot save %1:
%2</source>
        <translation>%1을(를) 저장할 수 없습니다:
%2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1을(를) 저장했습니다</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>저장</translation>
    </message>
    <message>
        <source>Save Session</source>
        <translation>세션 저장</translation>
    </message>
    <message>
        <source>dmlscope sessions (*.json)</source>
        <translation>dmlscope 세션 (*.json)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>저장되지 않은 변경 사항</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved. Save them?</source>
        <translation>%1에 저장되지 않은 변경 사항이 있습니다. 저장하시겠습니까?</translation>
    </message>
    <message>
        <source>Open Session</source>
        <translation>세션 열기</translation>
    </message>
    <message>
        <source>Export Figure</source>
        <translation>그림 내보내기</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>%1을(를) 썼습니다</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>언어</translation>
    </message>
    <message>
        <source>dmlscope will speak %1 from its next start. Restart it now?</source>
        <translation>다음 실행부터 dmlscope가 %1(으)로 표시됩니다. 지금 다시 시작하시겠습니까?</translation>
    </message>
    <message>
        <source>Restart Now</source>
        <translation>지금 다시 시작</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>나중에</translation>
    </message>
    <message>
        <source>There is no output to copy: the operator has not run</source>
        <translation>복사할 출력이 없습니다: 연산자가 실행되지 않았습니다</translation>
    </message>
    <message>
        <source>Copied %1 as NumPy</source>
        <translation>%1을(를) NumPy로 복사했습니다</translation>
    </message>
    <message>
        <source>Copied %1 as JSON</source>
        <translation>%1을(를) JSON으로 복사했습니다</translation>
    </message>
    <message>
        <source>Also run the CPU reference and highlight every element where this backend differs</source>
        <translation>CPU 참조 구현도 실행하고 이 백엔드의 결과가 다른 모든 요소를 강조 표시합니다</translation>
    </message>
    <message>
        <source>Run progress</source>
        <translation>실행 진행률</translation>
    </message>
    <message>
        <source>&amp;Tensor</source>
        <translation>텐서(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Import .npy…</source>
        <translation>.npy 가져오기(&amp;I)…</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>Load a NumPy file into the input shown in the Tensor Data panel: its data, Sizes and DataType</source>
        <translation>NumPy 파일을 텐서 데이터 패널에 표시된 입력으로 불러옵니다: 데이터, Sizes, DataType</translation>
    </message>
    <message>
        <source>&amp;Export .npy…</source>
        <translation>.npy 내보내기(&amp;E)…</translation>
    </message>
    <message>
        <source>Write the tensor shown in the Tensor Data panel as a NumPy file</source>
        <translation>텐서 데이터 패널에 표시된 텐서를 NumPy 파일로 씁니다</translation>
    </message>
    <message>
        <source>Saved %1 and wrote %2 beside it</source>
        <translation>%1을(를) 저장하고 그 옆에 %2을(를) 썼습니다</translation>
    </message>
    <message>
        <source>There is no such tensor to import %1 into</source>
        <translation>%1을(를) 가져올 텐서가 없습니다</translation>
    </message>
    <message>
        <source>%1 is computed by the operator: import %2 into an input</source>
        <translation>%1은(는) 연산자가 계산합니다: %2은(는) 입력으로 가져오십시오</translation>
    </message>
    <message>
        <source>Cannot import %1 into %2:
%3</source>
        <translation>%1을(를) %2(으)로 가져올 수 없습니다:
%3</translation>
    </message>
    <message>
        <source>Imported %1 into %2: %3 {%4}</source>
        <translation>%1을(를) %2(으)로 가져왔습니다: %3 {%4}</translation>
    </message>
    <message>
        <source>There is no such tensor to export</source>
        <translation>내보낼 텐서가 없습니다</translation>
    </message>
    <message>
        <source>Cannot export %1 to %2:
%3</source>
        <translation>%1을(를) %2(으)로 내보낼 수 없습니다:
%3</translation>
    </message>
    <message>
        <source>Wrote %1 to %2</source>
        <translation>%1을(를) %2에 썼습니다</translation>
    </message>
    <message>
        <source>Import .npy</source>
        <translation>.npy 가져오기</translation>
    </message>
    <message>
        <source>%1 is computed by the operator. Choose an input in the Tensor Data panel to import into.</source>
        <translation>%1은(는) 연산자가 계산합니다. 텐서 데이터 패널에서 가져올 대상 입력을 선택하십시오.</translation>
    </message>
    <message>
        <source>NumPy arrays (*.npy);;All files (*)</source>
        <translation>NumPy 배열 (*.npy);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>%1 has no values yet: the operator has not run</source>
        <translation>%1에는 아직 값이 없습니다: 연산자가 실행되지 않았습니다</translation>
    </message>
    <message>
        <source>%1 has no data to export</source>
        <translation>%1에는 내보낼 데이터가 없습니다</translation>
    </message>
    <message>
        <source>Export .npy</source>
        <translation>.npy 내보내기</translation>
    </message>
    <message>
        <source>NumPy arrays (*.npy)</source>
        <translation>NumPy 배열 (*.npy)</translation>
    </message>
    <message>
        <source>Drop %1 onto an input tensor&apos;s grid to import it</source>
        <translation>%1을(를) 가져오려면 입력 텐서의 그리드에 놓으십시오</translation>
    </message>
    <message>
        <source>Model warnings</source>
        <translation>모델 경고</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>내보내기(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Figure…</source>
        <translation>그림(&amp;F)…</translation>
    </message>
    <message>
        <source>&amp;DxDispatch model…</source>
        <translation>DxDispatch 모델(&amp;D)…</translation>
    </message>
    <message>
        <source>Write the session as a model for DirectML&apos;s own runner, DxDispatch, to check dmlscope against real DirectML</source>
        <translation>세션을 DirectML 자체 실행기인 DxDispatch용 모델로 써서 dmlscope를 실제 DirectML과 대조합니다</translation>
    </message>
    <message>
        <source>Compare outputs with &amp;files…</source>
        <translation>출력을 파일과 비교(&amp;F)…</translation>
    </message>
    <message>
        <source>Compare every output element with .npy files another implementation wrote (real DirectML through DxDispatch, NumPy) and mark the elements that differ</source>
        <translation>모든 출력 요소를 다른 구현(DxDispatch를 통한 실제 DirectML, NumPy)이 쓴 .npy 파일과 비교하고 다른 요소를 표시합니다</translation>
    </message>
    <message>
        <source>Opened command %1 of the DxDispatch model %2</source>
        <translation>DxDispatch 모델 %2의 명령 %1을(를) 열었습니다</translation>
    </message>
    <message numerus="yes">
        <source>Opened command %1 of the DxDispatch model %2 with %n warning(s): %3</source>
        <translation>
            <numerusform>DxDispatch 모델 %2의 명령 %1을(를) 열었습니다(경고 %n개): %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n model warning(s)</source>
        <translation>
            <numerusform>모델 경고 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>DirectML may treat %1 differently from dmlscope:</source>
        <translation>DirectML은 %1을(를) dmlscope와 다르게 처리할 수 있습니다:</translation>
    </message>
    <message>
        <source>Model Warnings</source>
        <translation>모델 경고</translation>
    </message>
    <message>
        <source>Cannot export %1:
%2</source>
        <translation>%1을(를) 내보낼 수 없습니다:
%2</translation>
    </message>
    <message>
        <source>Exported the DxDispatch model: wrote %1 in %2</source>
        <translation>DxDispatch 모델을 내보냈습니다: %2에 %1을(를) 썼습니다</translation>
    </message>
    <message>
        <source>Export DxDispatch Model</source>
        <translation>DxDispatch 모델 내보내기</translation>
    </message>
    <message>
        <source>DirectML will reject this descriptor (%1). Export it anyway?</source>
        <translation>DirectML은 이 설명자를 거부합니다(%1). 그래도 내보내시겠습니까?</translation>
    </message>
    <message>
        <source>DxDispatch models (*.json)</source>
        <translation>DxDispatch 모델 (*.json)</translation>
    </message>
    <message>
        <source>Comparing the outputs with the files in %1…</source>
        <translation>출력을 %1의 파일과 비교하는 중…</translation>
    </message>
    <message>
        <source>Compare outputs with files</source>
        <translation>출력을 파일과 비교</translation>
    </message>
    <message>
        <source>Comparison with Files</source>
        <translation>파일과의 비교</translation>
    </message>
    <message>
        <source>Running on %1, as last time</source>
        <translation>지난번과 같이 %1에서 실행합니다</translation>
    </message>
    <message>
        <source>Compare &amp;with Another Value…</source>
        <translation>다른 값과 비교(&amp;W)…</translation>
    </message>
    <message>
        <source>Run the session again with one field set to another value and show both outputs side by side</source>
        <translation>필드 하나를 다른 값으로 설정하여 세션을 다시 실행하고 두 출력을 나란히 표시합니다</translation>
    </message>
    <message>
        <source>the session is invalid; fix its problems before comparing it with another value</source>
        <translation>세션이 유효하지 않습니다. 다른 값과 비교하기 전에 문제를 해결하십시오</translation>
    </message>
    <message>
        <source>No comparison: %1</source>
        <translation>비교할 수 없습니다: %1</translation>
    </message>
    <message>
        <source>Comparing with %1 = %2…</source>
        <translation>%1 = %2와(과) 비교하는 중…</translation>
    </message>
    <message>
        <source>the session is invalid</source>
        <translation>세션이 유효하지 않습니다</translation>
    </message>
    <message>
        <source>&lt;b&gt;dmlscope&lt;/b&gt;&lt;p&gt;A visualizer and debugger for DirectML&apos;s data-movement operators: DML_OPERATOR_%1.&lt;/p&gt;&lt;p&gt;Select an output cell to see the input element it comes from; hover an input cell to see every output it feeds. Validation follows the DML_FEATURE_LEVEL you choose.&lt;/p&gt;</source>
        <translation>&lt;b&gt;dmlscope&lt;/b&gt;&lt;p&gt;DirectML 데이터 이동 연산자(DML_OPERATOR_%1)의 시각화 및 디버깅 도구입니다.&lt;/p&gt;&lt;p&gt;출력 셀을 선택하면 그 값의 원본 입력 요소가 표시되고, 입력 셀 위에 마우스를 올리면 그 요소를 읽는 모든 출력이 표시됩니다. 검증은 선택한 DML_FEATURE_LEVEL의 규칙을 따릅니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Saving %1</source>
        <translation>%1 저장 중</translation>
    </message>
    <message>
        <source>Cannot save %1 while %2 is under way</source>
        <translation>%2 진행 중에는 %1을(를) 저장할 수 없습니다</translation>
    </message>
    <message>
        <source>Importing %1 into %2</source>
        <translation>%1을(를) %2(으)로 가져오는 중</translation>
    </message>
    <message>
        <source>Cannot import %1 while %2 is under way</source>
        <translation>%2 진행 중에는 %1을(를) 가져올 수 없습니다</translation>
    </message>
    <message>
        <source>Import of %1 cancelled; the session is unchanged</source>
        <translation>%1 가져오기가 취소되었습니다. 세션은 바뀌지 않았습니다</translation>
    </message>
    <message>
        <source>%1 has no values to export</source>
        <translation>%1에는 내보낼 값이 없습니다</translation>
    </message>
    <message>
        <source>Exporting %1 to %2</source>
        <translation>%1을(를) %2(으)로 내보내는 중</translation>
    </message>
    <message>
        <source>Export of %1 cancelled; %2 is as it was</source>
        <translation>%1 내보내기가 취소되었습니다. %2은(는) 그대로입니다</translation>
    </message>
    <message>
        <source>Cannot export %1 to %2: %3</source>
        <translation>%1을(를) %2(으)로 내보낼 수 없습니다: %3</translation>
    </message>
    <message>
        <source>Cannot export %1 while %2 is under way</source>
        <translation>%2 진행 중에는 %1을(를) 내보낼 수 없습니다</translation>
    </message>
    <message>
        <source>Exporting %1</source>
        <translation>%1 내보내는 중</translation>
    </message>
    <message>
        <source>dmlscope sessions, DxDispatch and ONNX models (*.json *.onnx);;dmlscope sessions and DxDispatch models (*.json);;ONNX models (*.onnx);;All files (*)</source>
        <translation>dmlscope 세션, DxDispatch 모델과 ONNX 모델 (*.json *.onnx);;dmlscope 세션과 DxDispatch 모델 (*.json);;ONNX 모델 (*.onnx);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Cannot start %1 while %2 is under way</source>
        <translation>%2 진행 중에는 %1을(를) 시작할 수 없습니다</translation>
    </message>
    <message>
        <source>%1 was cancelled</source>
        <translation>%1이(가) 취소되었습니다</translation>
    </message>
    <message>
        <source>Reading %1</source>
        <translation>%1 읽는 중</translation>
    </message>
    <message>
        <source>%1 has no node ONNX Runtime&apos;s DirectML provider runs as an operator dmlscope shows:
%2</source>
        <translation>%1에는 ONNX Runtime의 DirectML 공급자가 dmlscope가 보여 주는 연산자로 실행하는 노드가 없습니다:
%2</translation>
    </message>
    <message>
        <source>No ONNX model is open</source>
        <translation>열린 ONNX 모델이 없습니다</translation>
    </message>
    <message>
        <source>%1 has no node %2 (it has %3)</source>
        <translation>%1에는 노드 %2이(가) 없습니다 (노드 수 %3)</translation>
    </message>
    <message>
        <source>Cannot open node %1 of %2:
%3</source>
        <translation>%2의 노드 %1을(를) 열 수 없습니다:
%3</translation>
    </message>
    <message>
        <source>Opened node %1 (%2) of %3</source>
        <translation>%3의 노드 %1 (%2)을(를) 열었습니다</translation>
    </message>
    <message>
        <source>The session is not a node of the open ONNX model</source>
        <translation>이 세션은 열린 ONNX 모델의 노드가 아닙니다</translation>
    </message>
    <message>
        <source>No later node runs as a DirectML operator dmlscope shows</source>
        <translation>이후에는 dmlscope가 보여 주는 DirectML 연산자로 실행되는 노드가 없습니다</translation>
    </message>
    <message>
        <source>No earlier node runs as a DirectML operator dmlscope shows</source>
        <translation>이전에는 dmlscope가 보여 주는 DirectML 연산자로 실행되는 노드가 없습니다</translation>
    </message>
    <message>
        <source>%1 is an ONNX tensor: drop it onto an input of a node opened from an ONNX model</source>
        <translation>%1은(는) ONNX 텐서입니다: ONNX 모델에서 연 노드의 입력에 놓으세요</translation>
    </message>
    <message>
        <source>Cannot read %1:
%2</source>
        <translation>%1을(를) 읽을 수 없습니다:
%2</translation>
    </message>
    <message>
        <source>Cannot give %1 to &quot;%2&quot;:
%3</source>
        <translation>%1을(를) &quot;%2&quot;에 줄 수 없습니다:
%3</translation>
    </message>
    <message>
        <source>%1 now holds %2</source>
        <translation>%1이(가) 이제 %2의 값을 가집니다</translation>
    </message>
    <message>
        <source>Outputs are computed by the operator: drop %1 onto an input</source>
        <translation>출력은 연산자가 계산합니다: %1을(를) 입력에 놓으세요</translation>
    </message>
    <message>
        <source>Choose ONNX &amp;Node…</source>
        <translation>ONNX 노드 선택(&amp;N)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <source>List the nodes of the open ONNX model and open another one</source>
        <translation>열린 ONNX 모델의 노드를 나열하고 다른 노드를 엽니다</translation>
    </message>
    <message>
        <source>Ne&amp;xt ONNX Node</source>
        <translation>다음 ONNX 노드(&amp;X)</translation>
    </message>
    <message>
        <source>Alt+PgDown</source>
        <translation>Alt+PgDown</translation>
    </message>
    <message>
        <source>Open the next node of the model that runs as a DirectML operator dmlscope shows</source>
        <translation>dmlscope가 보여 주는 DirectML 연산자로 실행되는 모델의 다음 노드를 엽니다</translation>
    </message>
    <message>
        <source>Pre&amp;vious ONNX Node</source>
        <translation>이전 ONNX 노드(&amp;V)</translation>
    </message>
    <message>
        <source>Alt+PgUp</source>
        <translation>Alt+PgUp</translation>
    </message>
    <message>
        <source>Open the previous node of the model that runs as a DirectML operator dmlscope shows</source>
        <translation>dmlscope가 보여 주는 DirectML 연산자로 실행되는 모델의 이전 노드를 엽니다</translation>
    </message>
    <message>
        <source>%1; the model does not hold %2: 0, 1, 2, … until you drop a .npy or .pb onto it</source>
        <translation>%1. 모델에 %2의 값이 없습니다: .npy 또는 .pb를 놓을 때까지 0, 1, 2, …입니다</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::MappingView</name>
    <message>
        <source>Mapping view</source>
        <translation>매핑 뷰</translation>
    </message>
    <message>
        <source>Input and output tensors as grids; select an output cell to see its source</source>
        <translation>입력 및 출력 텐서의 격자입니다. 출력 셀을 선택하면 원본이 표시됩니다</translation>
    </message>
    <message>
        <source>   ←   from %1</source>
        <translation>   ←   원본 %1</translation>
    </message>
    <message>
        <source>   ←   padding constant</source>
        <translation>   ←   패딩 상수</translation>
    </message>
    <message>
        <source>   (%1)</source>
        <translation>   (%1)</translation>
    </message>
    <message>
        <source>   →   read by no output element</source>
        <translation>   →   어떤 출력 요소도 읽지 않음</translation>
    </message>
    <message>
        <source>   →   read by 1 output element</source>
        <translation>   →   출력 요소 1개가 읽음</translation>
    </message>
    <message numerus="yes">
        <source>   →   read by %n output elements</source>
        <translation>
            <numerusform>   →   출력 요소 %n개가 읽음</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::MessageListDialog</name>
    <message>
        <source>Summary</source>
        <translation>요약</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>세부 정보</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::OnnxNodeListModel</name>
    <message>
        <source>(omitted)</source>
        <translation>(생략)</translation>
    </message>
    <message>
        <source>%1[%2] (constant)</source>
        <translation>%1[%2] (상수)</translation>
    </message>
    <message>
        <source>ONNX Runtime&apos;s DirectML provider runs node %1 (%2) as %3</source>
        <translation>ONNX Runtime의 DirectML 공급자는 노드 %1 (%2)을(를) %3(으)로 실행합니다</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>노드</translation>
    </message>
    <message>
        <source>Op type</source>
        <translation>연산 종류</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>입력</translation>
    </message>
    <message>
        <source>Outputs</source>
        <translation>출력</translation>
    </message>
    <message>
        <source>DirectML operator</source>
        <translation>DirectML 연산자</translation>
    </message>
    <message>
        <source>none dmlscope shows (hover for why)</source>
        <translation>dmlscope가 보여 주는 것 없음 (가리키면 이유 표시)</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::OnnxNodePickerDialog</name>
    <message>
        <source>Choose an ONNX Node</source>
        <translation>ONNX 노드 선택</translation>
    </message>
    <message>
        <source>Choose an ONNX node</source>
        <translation>ONNX 노드를 고르기</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n node(s); ONNX Runtime&apos;s DirectML provider runs %2 of them as operators dmlscope shows. Which one should dmlscope open?</source>
        <translation>
            <numerusform>%1에는 노드가 %n개 있고, ONNX Runtime의 DirectML 공급자는 그중 %2개를 dmlscope가 보여 주는 연산자로 실행합니다. 어느 것을 열까요?</numerusform>
        </translation>
    </message>
    <message>
        <source>Search by op type, name, shape or DirectML operator</source>
        <translation>연산 종류, 이름, 모양 또는 DirectML 연산자로 검색</translation>
    </message>
    <message>
        <source>Search nodes</source>
        <translation>노드 검색</translation>
    </message>
    <message>
        <source>ONNX nodes</source>
        <translation>ONNX 노드</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>열기</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::OutputFileComparer</name>
    <message>
        <source>%1[%2]: dmlscope %3, file %4</source>
        <translation>%1[%2]: dmlscope %3, 파일 %4</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… 외 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n element(s) differ from the files in %1</source>
        <translation>
            <numerusform>%n개 요소가 %1의 파일과 다릅니다</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>all %n element(s) equal the files in %1</source>
        <translation>
            <numerusform>요소 %n개가 모두 %1의 파일과 같습니다</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n output(s) could not be compared with the files in %1</source>
        <translation>
            <numerusform>출력 %n개를 %1의 파일과 비교할 수 없습니다</numerusform>
        </translation>
    </message>
    <message>
        <source>the session changed before it ran; compare again</source>
        <translation>실행 전에 세션이 변경되었습니다. 다시 비교하십시오</translation>
    </message>
    <message>
        <source>the run failed: %1</source>
        <translation>실행에 실패했습니다: %1</translation>
    </message>
    <message>
        <source>the run was cancelled</source>
        <translation>실행이 취소되었습니다</translation>
    </message>
    <message>
        <source>differs from the file</source>
        <translation>파일과 다름</translation>
    </message>
    <message>
        <source>the session ran again during the comparison; compare again</source>
        <translation>비교하는 동안 세션이 다시 실행되었습니다. 다시 비교하십시오</translation>
    </message>
    <message>
        <source>Cannot compare with the files in %1: %2</source>
        <translation>%1의 파일과 비교할 수 없습니다: %2</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>환경 설정</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>언어</translation>
    </message>
    <message>
        <source>The language of menus, dialogs and messages; --lang on the command line overrides it</source>
        <translation>메뉴, 대화 상자, 메시지의 언어입니다. 명령줄의 --lang이 우선합니다</translation>
    </message>
    <message>
        <source>System (%1)</source>
        <translation>시스템(%1)</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>언어(&amp;L):</translation>
    </message>
    <message>
        <source>The new language applies when dmlscope starts again.</source>
        <translation>새 언어는 dmlscope를 다시 시작할 때 적용됩니다.</translation>
    </message>
    <message>
        <source>Write tensors larger than</source>
        <translation>크기가</translation>
    </message>
    <message>
        <source>Write large tensors as .npy files</source>
        <translation>큰 텐서를 .npy 파일로 쓰기</translation>
    </message>
    <message>
        <source>Size above which tensors are written as .npy files</source>
        <translation>텐서를 .npy 파일로 쓰는 기준 크기</translation>
    </message>
    <message>
        <source> KiB</source>
        <translation> KiB</translation>
    </message>
    <message>
        <source>as .npy files beside the session</source>
        <translation>보다 큰 텐서를 세션 옆에 .npy 파일로 쓰기</translation>
    </message>
    <message>
        <source>Save keeps small tensors in the session file and writes larger ones (inputs, and outputs after a run) as NumPy files next to it, named after the session and the tensor</source>
        <translation>저장할 때 작은 텐서는 세션 파일에 두고, 더 큰 텐서(입력, 그리고 실행 후의 출력)는 세션과 텐서의 이름을 딴 NumPy 파일로 그 옆에 씁니다</translation>
    </message>
    <message>
        <source>Saving:</source>
        <translation>저장:</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::SessionDocument</name>
    <message>
        <source>Untitled</source>
        <translation>제목 없음</translation>
    </message>
    <message>
        <source>Restore %1.Sizes</source>
        <translation>%1.Sizes 복원</translation>
    </message>
    <message>
        <source>Switch to %1</source>
        <translation>%1(으)로 전환</translation>
    </message>
    <message>
        <source>Edit %1 element %2</source>
        <translation>%1 요소 %2 편집</translation>
    </message>
    <message>
        <source>The operator has no input %1</source>
        <translation>연산자에 입력 %1이(가) 없습니다</translation>
    </message>
    <message>
        <source>Import %1 into %2</source>
        <translation>%1을(를) %2(으)로 가져오기</translation>
    </message>
    <message>
        <source>%1 (command %2)</source>
        <translation>%1(명령 %2)</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::TensorDescEditor</name>
    <message>
        <source>Edit %1</source>
        <translation>%1 편집</translation>
    </message>
    <message>
        <source>Leave Strides out again (packed row-major)</source>
        <translation>Strides 다시 생략(행 우선 압축)</translation>
    </message>
    <message>
        <source>Strides is left out: the tensor is packed row-major</source>
        <translation>Strides가 생략되었습니다: 텐서는 행 우선으로 압축됩니다</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::TensorEditor</name>
    <message>
        <source>Tensor editor</source>
        <translation>텐서 편집기</translation>
    </message>
    <message>
        <source>Tensor</source>
        <translation>텐서</translation>
    </message>
    <message>
        <source>The tensor shown in the table</source>
        <translation>표에 표시할 텐서</translation>
    </message>
    <message>
        <source>Slice</source>
        <translation>슬라이스</translation>
    </message>
    <message>
        <source>Fill</source>
        <translation>채우기</translation>
    </message>
    <message>
        <source>Sequence 0, 1, 2, … (memory order)</source>
        <translation>연속 값 0, 1, 2, …(메모리 순서)</translation>
    </message>
    <message>
        <source>Zeros</source>
        <translation>모두 0</translation>
    </message>
    <message>
        <source>Constant…</source>
        <translation>상수…</translation>
    </message>
    <message>
        <source>Fill with a constant</source>
        <translation>상수로 채우기</translation>
    </message>
    <message>
        <source>Value:</source>
        <translation>값:</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>&apos;%1&apos;은(는) 숫자가 아닙니다</translation>
    </message>
    <message>
        <source>Random integers 0–99</source>
        <translation>0–99 무작위 정수</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>붙여넣기</translation>
    </message>
    <message>
        <source>Paste values from the clipboard: CSV rows, or a NumPy-style nested list (Ctrl+V in the table)</source>
        <translation>클립보드에서 값을 붙여넣습니다: CSV 행 또는 NumPy 형식의 중첩 목록(표에서 Ctrl+V)</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>복사</translation>
    </message>
    <message>
        <source>Copy as JSON</source>
        <translation>JSON으로 복사</translation>
    </message>
    <message>
        <source>Copy as NumPy</source>
        <translation>NumPy로 복사</translation>
    </message>
    <message>
        <source>Tensor values</source>
        <translation>텐서 값</translation>
    </message>
    <message>
        <source>dim %1: </source>
        <translation>차원 %1: </translation>
    </message>
    <message>
        <source>Index of dimension %1</source>
        <translation>차원 %1의 인덱스</translation>
    </message>
    <message>
        <source>The index of dimension %1 of the slice shown</source>
        <translation>표시할 슬라이스의 차원 %1 인덱스</translation>
    </message>
    <message>
        <source>Fill %1 with 0, 1, 2, …</source>
        <translation>%1을(를) 0, 1, 2, …로 채우기</translation>
    </message>
    <message>
        <source>Fill %1 with zeros</source>
        <translation>%1을(를) 0으로 채우기</translation>
    </message>
    <message>
        <source>Fill %1 with a constant</source>
        <translation>%1을(를) 상수로 채우기</translation>
    </message>
    <message>
        <source>Fill %1 with random values</source>
        <translation>%1을(를) 무작위 값으로 채우기</translation>
    </message>
    <message>
        <source>the tensor has no valid layout to paste into</source>
        <translation>텐서에 붙여넣을 유효한 레이아웃이 없습니다</translation>
    </message>
    <message>
        <source>%1 is computed by the operator; paste into an input</source>
        <translation>%1은(는) 연산자가 계산합니다. 입력에 붙여넣으세요</translation>
    </message>
    <message>
        <source>cannot paste: %1</source>
        <translation>붙여넣을 수 없습니다: %1</translation>
    </message>
    <message>
        <source>cannot paste: no values</source>
        <translation>붙여넣을 수 없습니다: 값이 없습니다</translation>
    </message>
    <message>
        <source>cannot paste: value %1 (&apos;%2&apos;) is not a number</source>
        <translation>붙여넣을 수 없습니다: 값 %1(&apos;%2&apos;)은(는) 숫자가 아닙니다</translation>
    </message>
    <message>
        <source>Paste into %1</source>
        <translation>%1에 붙여넣기</translation>
    </message>
    <message>
        <source>Data source</source>
        <translation>데이터 원본</translation>
    </message>
    <message>
        <source>Data from %1</source>
        <translation>%1에서 가져온 데이터</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::TensorTableModel</name>
    <message>
        <source>
buffer element %1</source>
        <translation>
버퍼 요소 %1</translation>
    </message>
    <message>
        <source>
from %1</source>
        <translation>
원본 %1</translation>
    </message>
    <message>
        <source>
padding constant</source>
        <translation>
패딩 상수</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>&apos;%1&apos;은(는) 숫자가 아닙니다</translation>
    </message>
    <message>
        <source>index %1 of dimension %2</source>
        <translation>차원 %2의 인덱스 %1</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::WhyDock</name>
    <message>
        <source>Why</source>
        <translation>이유</translation>
    </message>
    <message>
        <source>Explained cell</source>
        <translation>설명 대상 셀</translation>
    </message>
    <message>
        <source>Why: the steps from the cell to its source</source>
        <translation>이유: 셀에서 원본까지의 단계</translation>
    </message>
    <message>
        <source>Hover or select a step to light the dimension it is about; double-click an output to select it</source>
        <translation>단계 위에 마우스를 올리거나 선택하면 그 단계가 다루는 차원이 강조 표시됩니다. 출력을 더블클릭하면 선택됩니다</translation>
    </message>
</context>
<context>
    <name>dmlscope::gui::ZoomControls</name>
    <message>
        <source>Zoom</source>
        <translation>확대/축소</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>축소</translation>
    </message>
    <message>
        <source>Zoom out (-)</source>
        <translation>축소(-)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>맞춤</translation>
    </message>
    <message>
        <source>Fit the mapping in the view</source>
        <translation>매핑을 뷰에 맞추기</translation>
    </message>
    <message>
        <source>Fit the whole mapping in the view (0)</source>
        <translation>전체 매핑을 뷰에 맞추기(0)</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>확대</translation>
    </message>
    <message>
        <source>Zoom in (+)</source>
        <translation>확대(+)</translation>
    </message>
</context>
</TS>
