// Async boundary: shared singletons (react, the platform…) are negotiated with the remotes before
// any of them is evaluated. Without it: "Invalid loadShareSync function call #RUNTIME-006".
//
// In a task after the one that evaluated this script and started the federation runtime, so the
// two are not one long task. The two heaviest libraries are then asked for on their own first:
// each is evaluated in the task that brought its last chunk, instead of all of them together in the
// one that brought the start-up (a single task of about 100 ms at phone speed). The requests all go
// out at once.
setTimeout(() => {
  void import('react-dom/client');
  void import('@gangazo/platform');
  void import('./bootstrap');
}, 0);
