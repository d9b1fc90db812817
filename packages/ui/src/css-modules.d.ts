// CSS Modules, as the shared webpack config and Jest (identity-obj-proxy) load them.
// Declared once, here: every workspace that imports @gangazo/ui gets it through index.ts.
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export default classes;
}
