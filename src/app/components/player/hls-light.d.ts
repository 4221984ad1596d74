// hls.js ships no types for its light build (package.json "exports" names none): it is the
// same class with fewer features inside.
declare module 'hls.js/light' {
  import Hls from 'hls.js';
  export default Hls;
}
