/**
 * Module worker solving ALTCHA challenges off the main thread: the library
 * ships the message handler ({type: 'work', payload} → Solution | null).
 */
import 'altcha-lib/v1/worker';
