// hls.js ships one declaration file; its light build has the same API (fewer features, same types).
declare module 'hls.js/light' {
  import Hls from 'hls.js';
  export default Hls;
}
