// The remotes' exposed modules, typed here because dts generation is off (the shell
// registers remotes only at run time). Each ./Module default-exports its App, no props.
declare module 'mf_dashboard/Module' {
  const Module: import('react').ComponentType;
  export default Module;
}
declare module 'mf_candidates/Module' {
  const Module: import('react').ComponentType;
  export default Module;
}
declare module 'mf_joborders/Module' {
  const Module: import('react').ComponentType;
  export default Module;
}
declare module 'mf_clients/Module' {
  const Module: import('react').ComponentType;
  export default Module;
}
declare module 'mf_datatables/Module' {
  const Module: import('react').ComponentType;
  export default Module;
}
declare module 'mf_admin/Module' {
  const Module: import('react').ComponentType;
  export default Module;
}
