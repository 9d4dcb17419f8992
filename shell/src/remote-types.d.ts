// The remotes' exposed modules, typed here because dts generation is off (the shell
// registers remotes only at run time). Each remote's ./Module default-exports its App, no props.
declare module 'mf_*/Module' {
  const Module: import('react').ComponentType;
  export default Module;
}
