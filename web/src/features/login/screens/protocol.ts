/** The agreement documents' screen: its own module, so /login's chunk does not carry it (nor its sanitiser). */
export { ProtocolPage } from '../containers/ProtocolPage';
