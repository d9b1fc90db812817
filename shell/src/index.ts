// Async boundary: shared singletons (react, the platform…) are negotiated with the remotes before
// any of them is evaluated. Without it: "Invalid loadShareSync function call #RUNTIME-006".
//
// The two heaviest libraries are asked for on their own first: each is then evaluated in the task
// that brought its last chunk, instead of all of them together in the one that brought the start-up
// (a single task of about 100 ms at phone speed). The requests all go out at once.
void import('react-dom/client');
void import('@gangazo/platform');
void import('./bootstrap');
