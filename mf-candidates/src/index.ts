// The async boundary: shared singletons are consumed only after this import.
void import('./bootstrap');
