import { endpoint } from '../../api/read';

/**
 * POST /saveResponses: a batch of an attempt's journaled changes. Apart from the pages' queries,
 * so sending answers kept on the phone at a sign-in or sign-out does not download those.
 */
export const saveResponsesEndpoint = endpoint('/saveResponses', 'saveAck', 'Invalid response structure', 'Your answers could not be saved');
