// Async boundary: shared singletons (react, the platform…) are negotiated with the remotes before
// any of them is evaluated. Without it: "Invalid loadShareSync function call #RUNTIME-006".
import('./bootstrap');
